import { ERROR_MESSAGES, type TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';
import { asRoleIds } from './accounts';
import { chooseCustomer } from './customerChoice';
import { invalidGrant } from './grants';
import { REFRESH_TOKEN_PATTERN, presentToken, revokeFamily, rotateToken, successorOf, type UnrotatedToken } from './refreshStore';
import { buildTokenResponse, loadGrantDetails, type GrantDetails, type GrantMembership } from './tokenResponse';

export interface RefreshGrantInput {
  refreshToken: string;
  clientId: string;
  customerId: number | null;
}

const invalidToken = () => invalidGrant(ERROR_MESSAGES.invalidRefreshToken);

/**
 * Rotates a refresh token; with customerId it also switches organisation. A plain refresh is
 * one statement (presentToken); a switch, or a session whose organisation is no longer usable,
 * takes a second that rotates into the organisation chosen here (server/README.md, Refresh
 * tokens). A token presented again within the reuse window, while its successor is unused,
 * gets that same successor (a retry after a lost answer); any other reuse revokes its whole
 * family. A refusal for any other reason leaves the presented token usable.
 */
export async function refreshGrant(ctx: AppContext, input: RefreshGrantInput): Promise<TokenResponse> {
  // A value that cannot be one of our tokens is reported with the message the client maps to
  // "not a token at all" (§8); it is refused the same way as an unknown token.
  if (!REFRESH_TOKEN_PATTERN.test(input.refreshToken)) throw invalidGrant(ERROR_MESSAGES.cannotConvertAccessToken);
  const successor = successorOf(input.refreshToken, ctx.keys.refreshSuccessorKey);
  // The second pass only runs when a concurrent request rotated the token between our read
  // and our rotation; it then sees the token used and answers as a retry would.
  for (let pass = 0; pass < 2; pass += 1) {
    const now = ctx.clock.now();
    const presented = await presentToken(ctx.db, {
      token: input.refreshToken,
      successor,
      clientId: input.clientId,
      now,
      idleSeconds: ctx.config.idleTimeoutMinutes * 60,
      requested: input.customerId,
    });
    if (presented === null) throw invalidToken();
    const answer = (membership: GrantMembership | null, details: GrantDetails) =>
      buildTokenResponse(ctx, {
        user: presented.user,
        membership,
        loginExpiresAt: presented.expiresAt,
        familyId: presented.familyId,
        refreshToken: successor,
        now,
        ...details,
        audience: presented.clientId,
      });
    if (presented.state === 'rotated') {
      const kept = { customerId: presented.customerId, customerUserId: presented.membershipId };
      return answer(kept, { roles: asRoleIds(presented.roles), customer: presented.customer });
    }
    if (presented.state === 'refused') throw invalidToken();
    if (presented.usedAt !== null) return answerReuse(ctx, input, { ...presented, usedAt: presented.usedAt }, successor, now);
    const membership = choose(presented, input.customerId, presented.customerId);
    const rotation = await rotateToken(ctx.db, {
      tokenId: presented.tokenId,
      successor,
      now,
      userId: presented.userId,
      customerId: membership?.customerId ?? null,
      customerUserId: membership?.customerUserId ?? null,
    });
    if (rotation.rotated) return answer(membership, { roles: asRoleIds(rotation.roles), customer: rotation.customer });
  }
  throw invalidToken();
}

/** The user must still be active and the organisation usable; else the grant is refused. */
function choose(presented: UnrotatedToken, requested: number | null, current: number | null) {
  if (!presented.user.is_active) throw invalidGrant(ERROR_MESSAGES.userNotActive);
  const choice = chooseCustomer({ memberships: presented.memberships, globalRoles: asRoleIds(presented.globalRoles), requested, current });
  if (!choice.ok) throw new OAuthFailure(400, choice.error, choice.message);
  return choice.membership;
}

/**
 * A used token again. Within the reuse window (from the rotation, or from this server's start
 * when the rotation came before it) and while the successor is unused, this is the
 * client retrying after a lost answer: it gets the same successor and a fresh access token.
 * Otherwise it is a replay (RFC 9700 §4.14.2): the whole family is revoked.
 */
async function answerReuse(
  ctx: AppContext,
  input: RefreshGrantInput,
  presented: UnrotatedToken & { usedAt: Date },
  successor: string,
  now: Date,
): Promise<TokenResponse> {
  // A rotation committed just before a crash or restart: its client never got the answer and
  // could only retry once a server was back, so the window runs from this server's start (§7).
  const windowStart = Math.max(presented.usedAt.getTime(), ctx.startedAt.getTime());
  if (presented.successorUnused !== true || now.getTime() - windowStart >= ctx.config.refreshReuseWindowSeconds * 1000) {
    await revokeFamily(ctx.db, presented.familyId, 'reuse', now);
    // A replayed token: every open stream of that login ends now, not at its token's expiry.
    await ctx.live.publish({ t: 'revoked', u: presented.userId, f: [presented.familyId], r: 'reuse' });
    throw invalidToken();
  }
  if (now.getTime() >= presented.expiresAt.getTime()) throw invalidToken();
  const membership = choose(presented, input.customerId, presented.customerId);
  // The retry names the organisation the rotation moved the family to; any other is refused.
  if ((membership?.customerId ?? null) !== presented.customerId) throw invalidToken();
  const details = await loadGrantDetails(ctx.db, presented.userId, membership);
  return buildTokenResponse(ctx, {
    user: presented.user,
    membership,
    familyId: presented.familyId,
    refreshToken: successor,
    now,
    loginExpiresAt: presented.expiresAt,
    audience: presented.clientId,
    ...details,
  });
}
