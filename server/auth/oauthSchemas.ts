import { Type } from '@sinclair/typebox';
import { ROLE_IDS } from '../../contract';
import { Id, Nullable, Text } from '../schemaKit';

export const OAuthErrorSchema = Type.Object(
  { error: Type.String(), error_description: Type.String() },
  { description: 'RFC 6749 §5.2 error; the client keys on error_description' },
);

const CustomerIdParam = Type.Union([Id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })], {
  description: 'Organisation to start in (password) or switch to (refresh_token)',
});

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

export const RevokeRequestSchema = Type.Object(
  {
    token: Text(512),
    client_id: Text(128),
    token_type_hint: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);

const CustomerDetailsSchema = Type.Object({
  customerId: Type.Integer(),
  name: Type.String(),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  addnlLogoFile: Nullable(Type.String()),
  allowZoomIntegration: Type.Boolean(),
  allowYoutubeIntegration: Type.Boolean(),
  youTubeIntegrated: Type.Boolean(),
  storyboardEnabled: Type.Boolean(),
  campaignManagerEnabled: Type.Boolean(),
  proEditVendor: Type.Boolean(),
  hideOrganisation: Type.Boolean(),
});

export const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    refresh_token: Type.String(),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
    userRoles: Type.Array(Type.Union(ROLE_IDS.map((id) => Type.Literal(id)))),
    userUUID: Type.String(),
    redirect: Type.Union([Type.Literal('Default'), Type.Literal('Change Password')]),
    additionalDetails: Type.Object({
      CustomerUserDetails: Nullable(
        Type.Object({ customerUserId: Type.Integer(), isFirstTimeLogin: Type.Boolean(), userName: Type.String() }),
      ),
      CustomerDetails: Nullable(CustomerDetailsSchema),
      UserDetails: Type.Object({
        userId: Type.Integer(),
        name: Type.String(),
        userPictureURL3: Nullable(Type.String()),
        youTubeIntegrated: Type.Boolean(),
      }),
      preSignedCookie: Nullable(
        Type.Object({
          'CloudFront-Key-Pair-Id': Type.String(),
          'CloudFront-Signature': Type.String(),
          'CloudFront-Policy': Type.String(),
        }),
      ),
    }),
  },
  { description: 'contract/token.ts TokenResponse' },
);

export const TokenExchangeResponseSchema = Type.Object(
  {
    access_token: Type.String({ description: 'The issued refresh token (RFC 8693 §2.2.1)' }),
    issued_token_type: Type.Literal('urn:ietf:params:oauth:token-type:refresh_token'),
    token_type: Type.Literal('N_A'),
    expires_in: Type.Integer({ description: 'Seconds within which the issued token must be redeemed' }),
  },
  { description: 'contract/token.ts TokenExchangeResponse' },
);
