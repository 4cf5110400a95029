import { initialSessionState, type SessionState } from './sessionSlice';
import { selectCustomerFlags } from './selectors';
import { makeTokens } from './testing/tokens';

const signedIn = (userOnYoutube: boolean): SessionState => {
  const details = makeTokens().additionalDetails;
  if (details.CustomerDetails === null) throw new Error('the fixture names a customer');
  return {
    ...initialSessionState,
    status: 'active',
    customer: details.CustomerDetails,
    user: { ...details.UserDetails, youTubeIntegrated: userOnYoutube },
  };
};

test('customer flags are one object while the customer and user stay, and follow the user’s YouTube link', () => {
  const state = signedIn(false);
  const flags = selectCustomerFlags({ session: state });
  expect(flags.youTubeIntegrated).toBe(false);
  expect(selectCustomerFlags({ session: { ...state, idleWarning: { secondsLeft: 30 } } })).toBe(flags);
  expect(selectCustomerFlags({ session: { ...state, user: signedIn(true).user } }).youTubeIntegrated).toBe(true);
  expect(selectCustomerFlags({ session: { ...state, customer: null } })).toMatchObject({
    storyboardEnabled: false,
    hideOrganisation: false,
  });
});
