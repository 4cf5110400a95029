import type {
  AdditionalDetails,
  CaptchaChallenge,
  CustomerDetails,
  CustomerFlags,
  CustomerUserDetails,
  LoginRedirect,
  PreSignedCookie,
  RevokeRequest,
  TokenExchangeResponse,
  TokenRequest,
  TokenResponse,
  UserDetails,
} from './schemas/token';

export type {
  AdditionalDetails,
  CaptchaChallenge,
  CustomerDetails,
  CustomerFlags,
  CustomerUserDetails,
  LoginRedirect,
  PreSignedCookie,
  RevokeRequest,
  TokenExchangeResponse,
  TokenRequest,
  TokenResponse,
  UserDetails,
};

/** Form field of the password grant carrying a solved ALTCHA challenge (base64 JSON payload). */
export const CAPTCHA_FIELD = 'altcha';

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
