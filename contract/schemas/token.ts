import { Type, type Static } from '@sinclair/typebox';
import { TOKEN_EXCHANGE } from '../token';
import { Id, Nullable, Text } from './kit';
import { RoleIdSchema } from './roles';

const CustomerIdParam = Type.Union([Id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })], {
  description: 'Organisation to start in (password) or switch to (refresh_token)',
});

/** The form (or JSON) body of `oauth/token`. */
export const TokenRequestSchema = Type.Object(
  {
    grant_type: Text(
      64,
      "'password', 'refresh_token', 'authorization_code' (a single sign-on handoff code) or 'urn:ietf:params:oauth:grant-type:token-exchange' (RFC 8693, the analytics hand-off)",
    ),
    client_id: Text(128),
    username: Type.Optional(Text(254)),
    password: Type.Optional(Text(256)),
    refresh_token: Type.Optional(Text(512)),
    code: Type.Optional(Text(128, 'Single sign-on handoff code (authorization_code grant)')),
    customerId: Type.Optional(CustomerIdParam),
    scope: Type.Optional(Text(256, 'Accepted and ignored')),
    altcha: Type.Optional(Text(4096, 'Solved captcha (password grant); required when CAPTCHA_REQUIRED is set')),
    subject_token: Type.Optional(Text(4096, 'Token exchange: the access token of the login handing on')),
    subject_token_type: Type.Optional(Text(128, "Token exchange: 'urn:ietf:params:oauth:token-type:access_token'")),
    audience: Type.Optional(Text(128, 'Token exchange: ANALYTICS_CLIENT_ID')),
    requested_token_type: Type.Optional(Text(128, "Token exchange: 'urn:ietf:params:oauth:token-type:refresh_token' if given")),
  },
  { additionalProperties: false },
);
export type TokenRequest = Static<typeof TokenRequestSchema>;

/** The form (or JSON) body of `oauth/revoke` (RFC 7009). */
export const RevokeRequestSchema = Type.Object(
  {
    token: Text(512),
    client_id: Text(128),
    token_type_hint: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);
export type RevokeRequest = Static<typeof RevokeRequestSchema>;

export const LoginRedirectSchema = Type.Union([Type.Literal('Default'), Type.Literal('Change Password')]);
export type LoginRedirect = Static<typeof LoginRedirectSchema>;

/** Customer flags of §3, carried in the token response so the shell can render at once. */
export const CustomerFlagsSchema = Type.Object({
  allowZoomIntegration: Type.Boolean(),
  allowYoutubeIntegration: Type.Boolean(),
  youTubeIntegrated: Type.Boolean(),
  storyboardEnabled: Type.Boolean(),
  campaignManagerEnabled: Type.Boolean(),
  proEditVendor: Type.Boolean(),
  hideOrganisation: Type.Boolean(),
});
export type CustomerFlags = Static<typeof CustomerFlagsSchema>;

export const CustomerDetailsSchema = Type.Object({
  customerId: Type.Integer(),
  name: Type.String(),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  /** Custom logo URL; the shell falls back to the default logo when it is absent or broken. */
  addnlLogoFile: Nullable(Type.String()),
  ...CustomerFlagsSchema.properties,
});
export type CustomerDetails = Static<typeof CustomerDetailsSchema>;

export const CustomerUserDetailsSchema = Type.Object({
  customerUserId: Type.Integer(),
  isFirstTimeLogin: Type.Boolean(),
  userName: Type.String(),
});
export type CustomerUserDetails = Static<typeof CustomerUserDetailsSchema>;

export const UserDetailsSchema = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  userPictureURL3: Nullable(Type.String()),
  youTubeIntegrated: Type.Boolean(),
});
export type UserDetails = Static<typeof UserDetailsSchema>;

/** CloudFront-style signed-cookie values (§3). */
export const PreSignedCookieSchema = Type.Object({
  'CloudFront-Key-Pair-Id': Type.String(),
  'CloudFront-Signature': Type.String(),
  'CloudFront-Policy': Type.String(),
});
export type PreSignedCookie = Static<typeof PreSignedCookieSchema>;

export const AdditionalDetailsSchema = Type.Object({
  CustomerUserDetails: Nullable(CustomerUserDetailsSchema),
  CustomerDetails: Nullable(CustomerDetailsSchema),
  UserDetails: UserDetailsSchema,
  /** Absent (null) for the support role and for a login that must change its password. */
  preSignedCookie: Nullable(PreSignedCookieSchema),
});
export type AdditionalDetails = Static<typeof AdditionalDetailsSchema>;

/** The login and refresh answer of `oauth/token` (§3). */
export const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    refresh_token: Type.String(),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
    userRoles: Type.Array(RoleIdSchema),
    userUUID: Type.String(),
    redirect: LoginRedirectSchema,
    additionalDetails: AdditionalDetailsSchema,
  },
  { description: 'contract/token.ts TokenResponse' },
);
export type TokenResponse = Static<typeof TokenResponseSchema>;

/** The answer of a token exchange (RFC 8693 §2.2.1): the issued token travels in access_token. */
export const TokenExchangeResponseSchema = Type.Object(
  {
    access_token: Type.String({ description: 'The issued refresh token (RFC 8693 §2.2.1)' }),
    issued_token_type: Type.Literal(TOKEN_EXCHANGE.refreshTokenType),
    /** Not an access token, so not usable as a bearer token (RFC 8693 §2.2.1). */
    token_type: Type.Literal('N_A'),
    expires_in: Type.Integer({ description: 'Seconds within which the issued token must be redeemed' }),
  },
  { description: 'contract/token.ts TokenExchangeResponse' },
);
export type TokenExchangeResponse = Static<typeof TokenExchangeResponseSchema>;

/** Answer of GET /captcha/challenge: an ALTCHA proof-of-work challenge. */
export const CaptchaChallengeSchema = Type.Object({
  algorithm: Type.String(),
  challenge: Type.String(),
  maxnumber: Type.Optional(Type.Integer()),
  salt: Type.String(),
  signature: Type.String(),
});
export type CaptchaChallenge = Static<typeof CaptchaChallengeSchema>;
