import { ERROR_MESSAGES, type TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';
import { findUserByUsername, listGlobalRoles, listMemberships } from './accounts';
import { checkCaptcha } from './captcha';
import { chooseCustomer } from './customerChoice';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { createFamily } from './refreshStore';
import { admitAttempt, rememberAddress } from './signInLimits';
import { buildTokenResponse, loadGrantDetails } from './tokenResponse';

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
  const choice = chooseCustomer({
    memberships: await listMemberships(ctx.db, user.id),
    globalRoles: await listGlobalRoles(ctx.db, user.id),
    requested: input.customerId,
    current: null,
  });
  if (!choice.ok) throw new OAuthFailure(400, choice.error, choice.message);
  // An older hash (scrypt) is replaced by Argon2id now that the password is known to be right.
  const upgradedHash = needsRehash(user.password_hash) ? await hashPassword(input.password) : null;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { familyId, refreshToken } = await createFamily(tx, {
      userId: user.id,
      clientId: input.clientId,
      customerId: choice.membership?.customerId ?? null,
      now,
      absoluteTtlSeconds: ctx.config.refreshAbsoluteTtlSeconds,
    });
    // The upgrade only replaces the hash it was checked against, never a concurrent change.
    await tx.query(
      `UPDATE users SET last_login_at = $2,
              password_hash = CASE WHEN $3::text IS NOT NULL AND password_hash = $4 THEN $3 ELSE password_hash END
        WHERE id = $1`,
      [user.id, now, upgradedHash, user.password_hash],
    );
    await rememberAddress(tx, user.id, input.address, now);
    const details = await loadGrantDetails(tx, user.id, choice.membership);
    return buildTokenResponse(ctx, { user, membership: choice.membership, familyId, refreshToken, now, ...details });
  });
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
