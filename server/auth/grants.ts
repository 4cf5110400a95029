import { ERROR_MESSAGES, type TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';
import { findUserByUsername } from './accounts';
import { checkCaptcha } from './captcha';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { admitAttempt } from './signInLimits';
import { startLogin } from './startLogin';
import { refuseWhenSsoRequired } from '../sso/ssoPolicy';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export const invalidGrant = (message: string) => new OAuthFailure(400, 'invalid_grant', message);

export async function passwordGrant(ctx: AppContext, input: PasswordGrantInput): Promise<TokenResponse> {
  const user = await findUserByUsername(ctx.db, input.username);
  // Over a limit: 429 before the password is checked. Else the attempt counts as a failure
  // until the password proves right (server/README.md, Sign-in limits).
  const attempt = await admitAttempt(ctx, { username: input.username, userId: user?.id ?? null, address: input.address });
  try {
    await checkCaptcha(ctx, input.captcha, attempt.captchaNeeded);
  } catch (error) {
    await attempt.withdraw();
    throw error;
  }
  // Unknown users pay the same hash cost, and get the same message, as a wrong password.
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await ctx.dummyHash()));
  if (user === null || !matches) throw invalidGrant(INVALID_CREDENTIALS);
  await attempt.succeeded();
  if (!user.is_active) throw invalidGrant(ERROR_MESSAGES.userNotActive);
  await refuseWhenSsoRequired(ctx.db, user.id);
  // An older hash (scrypt) is replaced by Argon2id now that the password is known to be right.
  const rehash = needsRehash(user.password_hash) ? { hash: await hashPassword(input.password), replaces: user.password_hash } : null;
  return startLogin(ctx, user, { ...input, rehash });
}

export interface PasswordGrantInput {
  username: string;
  password: string;
  clientId: string;
  customerId: number | null;
  /** A solved captcha (contract CAPTCHA_FIELD), needed after failures or with CAPTCHA_REQUIRED. */
  captcha?: string;
  /** The client address, for the per-address limit. */
  address: string;
}
