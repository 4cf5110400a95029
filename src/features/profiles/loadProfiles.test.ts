import { API_PATHS } from '../../../contract/config';
import { ROLE } from '../../../contract/roles';
import { logoutRequested } from '../session';
import { selectCanSwitchProfile, selectProfiles } from './selectors';
import { ACME_MEDIA, ACME_WEST, MULTI_CUSTOMERS } from './testing/fixtures';
import { fakeServer } from './testing/fakeServer';
import { createWorld, settle, until } from './testing/world';

let world: ReturnType<typeof createWorld>;
afterEach(() => world.close());

const profileCalls = () => world.requests.filter((r) => r.path === API_PATHS.getCustomerProfiles);

test('on boot the profiles are read once, in sequence order, and the selector is offered', async () => {
  world = createWorld(fakeServer({ customers: [...MULTI_CUSTOMERS].reverse(), current: ACME_MEDIA }));
  const tab = world.openTab('/home/library');
  await until(() => tab.state().profiles.status === 'loaded', 'profiles');
  await settle();
  expect(profileCalls()).toHaveLength(1);
  expect(profileCalls()[0]?.json).toEqual({ clientRequest: {} });
  expect(selectProfiles(tab.state()).map((p) => p.customerName)).toEqual(['Acme Media', 'Acme West', 'Initech']);
  expect(selectCanSwitchProfile(tab.state())).toBe(true);
});

test('an Error status shows its message as a toast (§8)', async () => {
  const answer = { status: 'Error' as const, clientResponse: null, errorMessage: 'Profiles are unavailable' };
  world = createWorld(fakeServer({ customers: MULTI_CUSTOMERS, current: ACME_MEDIA, profilesAnswer: answer }));
  const tab = world.openTab('/home/library');
  await until(() => tab.state().profiles.status === 'failed', 'the failure');
  expect(tab.toasts()).toEqual(['Profiles are unavailable']);
  expect(selectCanSwitchProfile(tab.state())).toBe(false);
});

test('the super-admin has no profiles to read and no selector', async () => {
  world = createWorld(fakeServer({ customers: [], current: null, roles: [ROLE.superAdmin] }));
  const tab = world.openTab('/organization/customer/manage');
  await until(() => tab.state().session.status === 'active', 'sign-in');
  await settle();
  expect(profileCalls()).toEqual([]);
  expect(selectCanSwitchProfile(tab.state())).toBe(false);
});

test('a single profile offers no selector', async () => {
  world = createWorld(fakeServer({ customers: [ACME_MEDIA], current: ACME_MEDIA }));
  const tab = world.openTab('/home/library');
  await until(() => tab.state().profiles.status === 'loaded', 'profiles');
  expect(selectCanSwitchProfile(tab.state())).toBe(false);
});

test('logging out forgets the profiles', async () => {
  world = createWorld(fakeServer({ customers: [ACME_MEDIA, ACME_WEST], current: ACME_MEDIA }));
  const tab = world.openTab('/home/library');
  await until(() => tab.state().profiles.status === 'loaded', 'profiles');
  tab.store.dispatch(logoutRequested());
  await until(() => tab.state().session.status === 'anonymous', 'logout');
  expect(tab.state().profiles).toEqual({ status: 'idle', byId: {}, selectorOpen: false, switchingTo: null });
});
