import type { RoleId } from './roles';

export type LoginRedirect = 'Default' | 'Change Password';

/** Customer flags of §3, carried in the token response so the shell can render at once. */
export interface CustomerFlags {
  allowZoomIntegration: boolean;
  allowYoutubeIntegration: boolean;
  youTubeIntegrated: boolean;
  storyboardEnabled: boolean;
  campaignManagerEnabled: boolean;
  proEditVendor: boolean;
  hideOrganisation: boolean;
}

export interface CustomerDetails extends CustomerFlags {
  customerId: number;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** Custom logo URL; the shell falls back to the default logo when it is absent or broken. */
  addnlLogoFile: string | null;
}

export interface CustomerUserDetails {
  customerUserId: number;
  isFirstTimeLogin: boolean;
  userName: string;
}

export interface UserDetails {
  userId: number;
  name: string;
  userPictureURL3: string | null;
  youTubeIntegrated: boolean;
}

/** CloudFront-style signed-cookie values (§3). */
export interface PreSignedCookie {
  'CloudFront-Key-Pair-Id': string;
  'CloudFront-Signature': string;
  'CloudFront-Policy': string;
}

export interface AdditionalDetails {
  CustomerUserDetails: CustomerUserDetails | null;
  CustomerDetails: CustomerDetails | null;
  UserDetails: UserDetails;
  /** Absent (null) for the support role and for a login that must change its password. */
  preSignedCookie: PreSignedCookie | null;
}

/** The login and refresh answer of `oauth/token` (§3). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  userRoles: RoleId[];
  userUUID: string;
  redirect: LoginRedirect;
  additionalDetails: AdditionalDetails;
}

/** Form field of the password grant carrying a solved ALTCHA challenge (base64 JSON payload). */
export const CAPTCHA_FIELD = 'altcha';

/** Answer of GET /captcha/challenge: an ALTCHA proof-of-work challenge. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Token exchange (RFC 8693) for the analytics hand-off (§2): the SPA presents its access token
 * and receives, for the analytics audience, a refresh token of a login of its own, so that the
 * analytics site redeeming it never touches the app's session.
 */
export const TOKEN_EXCHANGE = {
  grantType: 'urn:ietf:params:oauth:grant-type:token-exchange',
  accessTokenType: 'urn:ietf:params:oauth:token-type:access_token',
  refreshTokenType: 'urn:ietf:params:oauth:token-type:refresh_token',
} as const;

/** The answer of a token exchange (RFC 8693 §2.2.1): the issued token travels in access_token. */
export interface TokenExchangeResponse {
  access_token: string;
  issued_token_type: typeof TOKEN_EXCHANGE.refreshTokenType;
  /** Not an access token, so not usable as a bearer token (RFC 8693 §2.2.1). */
  token_type: 'N_A';
  /** Seconds within which the issued refresh token must be redeemed. */
  expires_in: number;
}
