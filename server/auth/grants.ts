import { ERROR_MESSAGES, type TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';
import { findUserById, findUserByUsername, listGlobalRoles, listMemberships } from './accounts';
import { checkCaptcha } from './captcha';
import { chooseCustomer } from './customerChoice';
import { verifyPassword } from './passwords';
import {
  REFRESH_TOKEN_PATTERN,
  addToken,
  createFamily,
  lockPresentedToken,
  markUsed,
  revokeFamily,
  setFamilyCustomer,
} from './refreshStore';
import { admitAttempt, rememberAddress } from './signInLimits';
import { buildTokenResponse } from './tokenResponse';

export const INVALID_CREDENTIALS = 'Invalid username or password';

const invalidGrant = (message: string) => new OAuthFailure(400, 'invalid_grant', message);

export async function passwordGrant(
  ctx: AppContext,
  input: PasswordGrantInput,
): Promise<TokenResponse> {
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
  await attempt.withdraw();
  if (!user.is_active) throw invalidGrant(ERROR_MESSAGES.userNotActive);
  const choice = chooseCustomer({
    memberships: await listMemberships(ctx.db, user.id),
    globalRoles: await listGlobalRoles(ctx.db, user.id),
    requested: input.customerId,
    current: null,
  });
  if (!choice.ok) throw new OAuthFailure(400, choice.error, choice.message);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { familyId, refreshToken } = await createFamily(tx, {
      userId: user.id,
      clientId: input.clientId,
      customerId: choice.membership?.customerId ?? null,
      now,
      absoluteTtlSeconds: ctx.config.refreshAbsoluteTtlSeconds,
    });
    await tx.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [user.id, now]);
    await rememberAddress(tx, user.id, input.address, now);
    return buildTokenResponse(ctx, tx, { user, membership: choice.membership, familyId, refreshToken, now });
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

type Outcome = { ok: true; response: TokenResponse } | { ok: false; failure: OAuthFailure };

/**
 * Rotates a refresh token; with customerId it also switches organisation. A token used twice
 * revokes its whole family. A refusal for any other reason leaves the presented token usable.
 */
export async function refreshGrant(
  ctx: AppContext,
  input: { refreshToken: string; clientId: string; customerId: number | null },
): Promise<TokenResponse> {
  // A value that cannot be one of our tokens is reported with the message the client maps to
  // "not a token at all" (§8); it is refused the same way as an unknown token.
  if (!REFRESH_TOKEN_PATTERN.test(input.refreshToken)) throw invalidGrant(ERROR_MESSAGES.cannotConvertAccessToken);
  const now = ctx.clock.now();
  const fail = (failure: OAuthFailure): Outcome => ({ ok: false, failure });
  let reused: { userId: number; familyId: string } | null = null;
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const presented = await lockPresentedToken(tx, input.refreshToken);
    if (presented === null || presented.clientId !== input.clientId || presented.revokedAt !== null) {
      return fail(invalidGrant(ERROR_MESSAGES.invalidRefreshToken));
    }
    if (presented.usedAt !== null) {
      await revokeFamily(tx, presented.familyId, 'reuse', now);
      reused = { userId: presented.userId, familyId: presented.familyId };
      return fail(invalidGrant(ERROR_MESSAGES.invalidRefreshToken));
    }
    const idleLimit = presented.tokenCreatedAt.getTime() + ctx.config.idleTimeoutMinutes * 60_000;
    if (now.getTime() >= presented.expiresAt.getTime() || now.getTime() > idleLimit) {
      return fail(invalidGrant(ERROR_MESSAGES.invalidRefreshToken));
    }
    const user = await findUserById(tx, presented.userId);
    if (user === null || !user.is_active) return fail(invalidGrant(ERROR_MESSAGES.userNotActive));
    const choice = chooseCustomer({
      memberships: await listMemberships(tx, user.id),
      globalRoles: await listGlobalRoles(tx, user.id),
      requested: input.customerId,
      current: presented.customerId,
    });
    if (!choice.ok) return fail(new OAuthFailure(400, choice.error, choice.message));
    if (!(await markUsed(tx, presented.tokenId, now))) return fail(invalidGrant(ERROR_MESSAGES.invalidRefreshToken));
    const customerId = choice.membership?.customerId ?? null;
    if (customerId !== presented.customerId) await setFamilyCustomer(tx, presented.familyId, customerId);
    const refreshToken = await addToken(tx, presented.familyId, now);
    const response = await buildTokenResponse(ctx, tx, {
      user,
      membership: choice.membership,
      familyId: presented.familyId,
      refreshToken,
      now,
    });
    return { ok: true, response };
  });
  // A stolen token replayed: every open stream of that login ends now, not at token expiry.
  const revoked = reused as { userId: number; familyId: string } | null;
  if (revoked !== null) await ctx.live.publish({ t: 'revoked', u: revoked.userId, f: [revoked.familyId], r: 'reuse' });
  if (!outcome.ok) throw outcome.failure;
  return outcome.response;
}
