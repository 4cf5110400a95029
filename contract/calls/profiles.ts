import { defineCalls } from '../kit/call';
import { EmptyRequestSchema } from '../schemas/envelope';
import { CustomerProfileMapSchema } from '../schemas/profiles';

/** The caller’s customer profiles for the switcher (§3). */
export const PROFILES_CALLS = defineCalls({
  getCustomerProfiles: {
    tag: 'customeruser',
    summary: 'The caller’s own customer profiles for the switcher (§3)',
    request: EmptyRequestSchema,
    response: CustomerProfileMapSchema,
    access: 'signedIn',
  },
});
