import { ROLE, type RoleId } from '../../../../contract/roles';
import type { LoginRedirect, TokenResponse } from '../../../../contract/token';

export interface TokenFixture {
  access?: string;
  refresh?: string;
  roles?: RoleId[];
  redirect?: LoginRedirect;
  firstTime?: boolean;
  expiresIn?: number;
  /** null: no customer (the super-admin). */
  customerId?: number | null;
  userName?: string;
  /** `Customer <id>` when absent. */
  customerName?: string;
  /** The signed CDN cookie; one per token answer when absent. */
  cookie?: null;
}

let serial = 0;

/** A token answer as the server sends it, with only what a test cares about spelled out. */
export function makeTokens(fixture: TokenFixture = {}): TokenResponse {
  serial += 1;
  const customerId = fixture.customerId === undefined ? 101 : fixture.customerId;
  const userName = fixture.userName ?? 'creator@acme.test';
  return {
    access_token: fixture.access ?? `access-${serial}`,
    token_type: 'bearer',
    refresh_token: fixture.refresh ?? `refresh-${serial}`,
    expires_in: fixture.expiresIn ?? 300,
    userRoles: fixture.roles ?? [ROLE.creator],
    userUUID: '00000000-0000-4000-8000-000000000001',
    redirect: fixture.redirect ?? 'Default',
    additionalDetails: {
      CustomerUserDetails: customerId === null ? null : { customerUserId: 5001, isFirstTimeLogin: fixture.firstTime ?? false, userName },
      CustomerDetails:
        customerId === null
          ? null
          : {
              customerId,
              name: fixture.customerName ?? `Customer ${customerId}`,
              city: 'Austin',
              state: 'TX',
              zip: '78701',
              addnlLogoFile: null,
              allowZoomIntegration: true,
              allowYoutubeIntegration: true,
              youTubeIntegrated: false,
              storyboardEnabled: true,
              campaignManagerEnabled: true,
              proEditVendor: false,
              hideOrganisation: false,
            },
      UserDetails: { userId: 9001, name: 'Casey Creator', userPictureURL3: null, youTubeIntegrated: false },
      preSignedCookie:
        fixture.cookie === null
          ? null
          : {
              'CloudFront-Key-Pair-Id': 'K2TEST',
              'CloudFront-Signature': `sig-${serial}`,
              'CloudFront-Policy': `policy-${serial}`,
            },
    },
  };
}
