import type { TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';
import { listGlobalRoles, listMemberships, type UserRow } from './accounts';
import { chooseCustomer } from './customerChoice';
import { createFamily } from './refreshStore';
import { rememberAddress } from './signInLimits';
import { buildTokenResponse, loadGrantDetails } from './tokenResponse';

export interface StartLoginInput {
  clientId: string;
  customerId: number | null;
  address: string;
  /** A new hash for the password just proven right, replacing `replaces` (password grant only). */
  rehash?: { hash: string; replaces: string } | null;
}

/**
 * Starts a login session for a user whose identity is proven (a password, or an identity
 * provider's verified email): one refresh family and the token response. Every way of signing
 * in ends here, so sessions, refresh, idle and customer rules are the same for all of them.
 */
export async function startLogin(ctx: AppContext, user: UserRow, input: StartLoginInput): Promise<TokenResponse> {
  const choice = chooseCustomer({
    memberships: await listMemberships(ctx.db, user.id),
    globalRoles: await listGlobalRoles(ctx.db, user.id),
    requested: input.customerId,
    current: null,
  });
  if (!choice.ok) throw new OAuthFailure(400, choice.error, choice.message);
  const now = ctx.clock.now();
  const loginExpiresAt = new Date(now.getTime() + ctx.config.refreshAbsoluteTtlSeconds * 1000);
  return ctx.db.transaction(async (tx) => {
    const { familyId, refreshToken } = await createFamily(tx, {
      userId: user.id,
      clientId: input.clientId,
      customerId: choice.membership?.customerId ?? null,
      now,
      expiresAt: loginExpiresAt,
    });
    // The upgrade only replaces the hash it was checked against, never a concurrent change.
    await tx.query(
      `UPDATE users SET last_login_at = $2,
              password_hash = CASE WHEN $3::text IS NOT NULL AND password_hash = $4 THEN $3 ELSE password_hash END
        WHERE id = $1`,
      [user.id, now, input.rehash?.hash ?? null, input.rehash?.replaces ?? null],
    );
    await rememberAddress(tx, user.id, input.address, now);
    const details = await loadGrantDetails(tx, user.id, choice.membership);
    return buildTokenResponse(ctx, { user, membership: choice.membership, familyId, refreshToken, now, loginExpiresAt, ...details });
  });
}
