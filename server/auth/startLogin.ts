import type { TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';
import { listGlobalRoles, listMemberships, type UserRow } from './accounts';
import { chooseCustomer } from './customerChoice';
import { createFamily } from './refreshStore';
import { rememberAddress } from './signInLimits';
import { buildTokenResponse } from './tokenResponse';

/**
 * Starts a login session for a user whose identity is proven (a password, or an identity
 * provider's verified email): one refresh family and the token response. Every way of signing
 * in ends here, so sessions, refresh, idle and customer rules are the same for all of them.
 */
export async function startLogin(
  ctx: AppContext,
  user: UserRow,
  input: { clientId: string; customerId: number | null; address: string },
): Promise<TokenResponse> {
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
