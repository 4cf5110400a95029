import { TOKEN_EXCHANGE, type TokenExchangeResponse } from '../../contract';
import type { AppContext } from '../context';
import { one } from '../db/port';
import { OAuthFailure, ServiceFailure } from '../errors';
import { verifyAccessToken } from './accessToken';
import { loadSession } from './guard';
import { createFamily } from './refreshStore';

/** §2 analytics hand-off: the issued refresh token must be redeemed within this, and its login used as often. */
export const HANDOFF_IDLE_SECONDS = 600;

export interface TokenExchangeInput {
  subjectToken: string;
  subjectTokenType: string;
  audience: string | undefined;
  requestedTokenType: string | undefined;
}

const invalidRequest = (message: string) => new OAuthFailure(400, 'invalid_request', message);

/**
 * Token exchange (RFC 8693) for the analytics hand-off (§2, Safari on macOS): the app presents
 * its access token and gets, for the analytics audience, the refresh token of a new login of
 * its own: idle after 10 minutes unused, never past the app login's absolute expiry, ended with
 * it (logout, reuse, deactivation, a locked membership). The app's own refresh token never
 * leaves it, so the analytics site redeeming or replaying this one never touches its session.
 */
export async function tokenExchange(ctx: AppContext, input: TokenExchangeInput): Promise<TokenExchangeResponse> {
  if (input.subjectTokenType !== TOKEN_EXCHANGE.accessTokenType) {
    throw invalidRequest(`subject_token_type must be ${TOKEN_EXCHANGE.accessTokenType}`);
  }
  if (input.requestedTokenType !== undefined && input.requestedTokenType !== TOKEN_EXCHANGE.refreshTokenType) {
    throw invalidRequest(`requested_token_type must be ${TOKEN_EXCHANGE.refreshTokenType}`);
  }
  // The analytics site, named by its client id or its address (the SPA knows the address from
  // app-config). RFC 8693 §2.2.2: an audience the server does not know is invalid_target.
  if (input.audience !== ctx.config.analyticsClientId && input.audience !== ctx.config.analyticsUrl) {
    throw new OAuthFailure(400, 'invalid_target', `audience must be ${ctx.config.analyticsClientId}`);
  }
  const now = ctx.clock.now();
  const claims = await verifyAccessToken(input.subjectToken, {
    keys: ctx.keys.signing.verifyingKey,
    audience: ctx.config.clientId,
    now,
  });
  if (claims === 'expired') throw invalidRequest('Access token expired');
  if (claims === 'invalid') throw invalidRequest('Invalid access token');
  // The same checks as every secured call: a deactivated user, an ended login or a locked
  // membership hands nothing on.
  const caller = await loadSession(ctx, claims).catch((error: unknown) => {
    throw error instanceof ServiceFailure ? invalidRequest(error.message) : error;
  });
  // §2: Analytics is for members of an organisation (not the support role), and a login whose
  // password must change first may do nothing else.
  if (caller.customerId === null) throw new OAuthFailure(403, 'access_denied', 'Analytics is not available for this role');
  if (caller.mustChangePassword) throw new OAuthFailure(403, 'access_denied', 'Password change required');
  return ctx.db.transaction(async (tx) => {
    const login = await one<{ expiresAt: Date }>(tx, 'SELECT expires_at AS "expiresAt" FROM refresh_families WHERE id = $1', [
      caller.familyId,
    ]);
    if (login === null || login.expiresAt.getTime() <= now.getTime()) throw invalidRequest('Session has ended');
    const { refreshToken } = await createFamily(tx, {
      userId: caller.userId,
      clientId: ctx.config.analyticsClientId,
      customerId: caller.customerId,
      now,
      expiresAt: login.expiresAt,
      parentId: caller.familyId,
      idleSeconds: HANDOFF_IDLE_SECONDS,
    });
    const untilExpiry = Math.floor((login.expiresAt.getTime() - now.getTime()) / 1000);
    return {
      access_token: refreshToken,
      issued_token_type: TOKEN_EXCHANGE.refreshTokenType,
      token_type: 'N_A',
      expires_in: Math.max(0, Math.min(HANDOFF_IDLE_SECONDS, untilExpiry)),
    };
  });
}
