import type { CustomerProfile, CustomerProfileMap } from '../../../../contract/profiles';
import { ROLE, type RoleId } from '../../../../contract/roles';
import type { CustomerDetails, TokenResponse } from '../../../../contract/token';

/** A customer as the fake server knows it, with this user's membership of it. */
export interface FakeCustomer {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  sequence: number;
  locked?: boolean;
  defaultLogin?: boolean;
  storyboards?: boolean;
}

export const ACME_MEDIA: FakeCustomer = {
  id: 101,
  name: 'Acme Media',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  sequence: 1,
  defaultLogin: true,
  storyboards: true,
};
export const ACME_WEST: FakeCustomer = { id: 102, name: 'Acme West', city: 'Denver', state: 'CO', zip: null, sequence: 2 };
export const INITECH: FakeCustomer = {
  id: 103,
  name: 'Initech',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  sequence: 3,
  locked: true,
};
export const ACME_EAST: FakeCustomer = { id: 104, name: 'Acme East', city: null, state: 'NY', zip: '10001', sequence: 4 };

/** multi@acme.test: creator and manager of Acme Media and Acme West, locked out of Initech. */
export const MULTI_CUSTOMERS = [ACME_MEDIA, ACME_WEST, INITECH];
export const MULTI_ROLES: RoleId[] = [ROLE.creator, ROLE.manager];

export function profileOf(customer: FakeCustomer): CustomerProfile {
  return {
    customerID: customer.id,
    customerName: customer.name,
    customerLogoAddnl: null,
    customerCity: customer.city,
    customerState: customer.state,
    customerZip: customer.zip,
    sequence: customer.sequence,
    isLocked: customer.locked ?? false,
    customerDefaultLogin: customer.defaultLogin ?? false,
  };
}

export function profileMap(customers: readonly FakeCustomer[]): CustomerProfileMap {
  return Object.fromEntries(customers.map((customer) => [String(customer.id), profileOf(customer)]));
}

function detailsOf(customer: FakeCustomer): CustomerDetails {
  return {
    customerId: customer.id,
    name: customer.name,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    addnlLogoFile: `/logos/${customer.id}.png`,
    allowZoomIntegration: true,
    allowYoutubeIntegration: true,
    youTubeIntegrated: false,
    storyboardEnabled: customer.storyboards ?? false,
    campaignManagerEnabled: false,
    proEditVendor: false,
    hideOrganisation: false,
  };
}

/** A token answer scoped to a customer (null: the super-admin, who has none). */
export function tokensFor(customer: FakeCustomer | null, serial: number, roles: RoleId[] = MULTI_ROLES): TokenResponse {
  return {
    access_token: `access-${serial}`,
    token_type: 'bearer',
    refresh_token: `refresh-${serial}`,
    expires_in: 300,
    userRoles: roles,
    userUUID: '00000000-0000-4000-8000-000000000042',
    redirect: 'Default',
    additionalDetails: {
      CustomerUserDetails: customer ? { customerUserId: 7000 + customer.id, isFirstTimeLogin: false, userName: 'multi@acme.test' } : null,
      CustomerDetails: customer ? detailsOf(customer) : null,
      UserDetails: { userId: 42, name: 'Morgan Multi', userPictureURL3: null, youTubeIntegrated: false },
      preSignedCookie: {
        'CloudFront-Key-Pair-Id': 'K2TEST',
        'CloudFront-Signature': `sig-${serial}`,
        'CloudFront-Policy': `policy-${serial}`,
      },
    },
  };
}
