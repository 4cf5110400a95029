import { Type, type Static } from '@sinclair/typebox';
import { EmailLanguageSchema } from './email';
import { Text } from './kit';
import { PASSWORD_MAX_LENGTH } from './permissions';

/** 32 random bytes in base64url, like every other one-time secret the server hands out. */
export const LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

const Token = Type.String({ pattern: LINK_TOKEN_PATTERN, description: 'The token of an emailed link' });

export const ForgotPasswordRequestSchema = Type.Object({
  username: Text(254, 'The email address the user signs in with', 1),
  language: Type.Optional(EmailLanguageSchema),
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

export const AccountLinkRequestSchema = Type.Object({ token: Token });
export type AccountLinkRequest = Static<typeof AccountLinkRequestSchema>;

/** What an emailed link is for, while it is valid. */
export const AccountLinkDetailsSchema = Type.Object({
  purpose: Type.Union([Type.Literal('reset'), Type.Literal('invitation'), Type.Literal('join')]),
  username: Type.String(),
  organisation: Type.Union([Type.String(), Type.Null()]),
  /** The organisation requires single sign-on: the page offers it instead of a password form. */
  ssoRequired: Type.Boolean(),
  passwordRule: Type.String(),
});
export type AccountLinkDetails = Static<typeof AccountLinkDetailsSchema>;

export const SetPasswordRequestSchema = Type.Object({
  token: Token,
  password: Text(PASSWORD_MAX_LENGTH, 'The new password', 1),
  language: Type.Optional(EmailLanguageSchema),
});
export type SetPasswordRequest = Static<typeof SetPasswordRequestSchema>;
