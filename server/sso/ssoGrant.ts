import { ERROR_MESSAGES, type TokenResponse } from '../../contract';
import { findUserById } from '../auth/accounts';
import { startLogin } from '../auth/startLogin';
import type { AppContext } from '../context';
import { OAuthFailure } from '../errors';
import { redeemHandoff } from './ssoStore';

export const INVALID_HANDOFF = 'Single sign-on expired or already used. Sign in again.';

/** Exchanges the one-time code of a finished single sign-on for Takeflow's own tokens. */
export async function ssoGrant(
  ctx: AppContext,
  input: { code: string; clientId: string; customerId: number | null; address: string },
): Promise<TokenResponse> {
  const userId = await redeemHandoff(ctx.db, input.code, ctx.clock.now());
  const user = userId === null ? null : await findUserById(ctx.db, userId);
  if (user === null) throw new OAuthFailure(400, 'invalid_grant', INVALID_HANDOFF);
  if (!user.is_active) throw new OAuthFailure(400, 'invalid_grant', ERROR_MESSAGES.userNotActive);
  return startLogin(ctx, user, input);
}
