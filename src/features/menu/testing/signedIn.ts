import type { RoleId } from '../../../../contract/roles';
import type { CustomerFlags, TokenResponse } from '../../../../contract/token';
import { sessionReducer, tokenRefreshed, type SessionState } from '../../session';
import { ACME } from './demoAccounts';

export interface SignedInFixture {
  roles: RoleId[];
  flags?: CustomerFlags;
  /** null: no customer (the super-admin). */
  customerName?: string | null;
  logo?: string | null;
  picture?: string | null;
  userId?: number;
  customerUserId?: number;
  name?: string;
}

/** A token answer with what the menu reads spelled out. */
export function tokensFor(fixture: SignedInFixture): TokenResponse {
  const customer =
    fixture.customerName === null
      ? null
      : {
          ...(fixture.flags ?? ACME),
          customerId: 1,
          name: fixture.customerName ?? 'Acme Media',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          addnlLogoFile: fixture.logo ?? null,
        };
  return {
    access_token: 'access-1',
    token_type: 'bearer',
    refresh_token: 'refresh-1',
    expires_in: 3600,
    userRoles: fixture.roles,
    userUUID: 'user-uuid',
    redirect: 'Default',
    additionalDetails: {
      CustomerUserDetails: customer
        ? { customerUserId: fixture.customerUserId ?? 7, isFirstTimeLogin: false, userName: 'someone@acme.test' }
        : null,
      CustomerDetails: customer,
      UserDetails: {
        userId: fixture.userId ?? 42,
        name: fixture.name ?? 'Mia Manager',
        userPictureURL3: fixture.picture ?? null,
        youTubeIntegrated: false,
      },
      preSignedCookie: { 'CloudFront-Key-Pair-Id': 'K', 'CloudFront-Signature': 'S', 'CloudFront-Policy': 'P' },
    },
  };
}

/** The session as the real reducer leaves it after the refresh that restores a session on load. */
export function signedInSession(fixture: SignedInFixture): SessionState {
  return sessionReducer(undefined, tokenRefreshed({ tokens: tokensFor(fixture) }));
}
