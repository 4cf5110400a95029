import { API_PATHS } from '../../contract/config';
import { ERROR_MESSAGES } from '../../contract/envelope';
import type { TokenResponse } from '../../contract/token';
import type { AppDeps } from '../platform/deps';
import { CROSS_TAB, TOKEN_LOCK } from './crossTabMessages';
import type { RefreshFailure } from './events';
import { postTokenForm } from './http';
import { readCurrentTokens } from './currentTokens';
import { isTransientStatus } from './outage';
import { isExpiring, storeTokens } from './tokenStore';

export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: TokenResponse }
  | { kind: 'adopted' }
  /** retryAfterMs: the server's Retry-After on a 503, for the next attempt. */
  | { kind: 'failed'; reason: RefreshFailure; message: string; retryAfterMs?: number | null };

interface RefreshOptions {
  /** Refresh even when the stored token is still fresh (boot needs the full token answer). */
  force?: boolean;
  /** Switch to this customer (§4 switching profile). */
  customerId?: number;
}

/**
 * §8 token refresh errors. 'User is not active' names its own ending. Otherwise the status
 * rows that hold for every call hold for this one too: 401, and 400 (a refresh token is stored,
 * it was just sent), end as an expired session with a reload — the sign-in page the refusals
 * ('Invalid refresh token', 'Cannot convert access token to JSON') lead to, with the notice.
 */
function failureOf(status: number, description: string): RefreshFailure {
  if (status === 404) return 'expired';
  // temporarily_unavailable (503) or a proxy's 502/504: the token was not spent, retry later.
  if (isTransientStatus(status)) return 'network';
  if (status >= 500) return 'serverError';
  if (description === ERROR_MESSAGES.userNotActive) return 'inactive';
  if (status === 401 || status === 400) return 'unauthorized';
  return 'invalid';
}

/**
 * One refresh grant under the cross-tab lock. The tokens are read again inside the lock: when
 * another tab refreshed while this one waited, its tokens are adopted and the server is not
 * asked again (a refresh token used twice revokes the whole login). The rotation is logged
 * before the lock is released, so the next holder sees it even if its storage lags.
 */
export function refreshUnderLock(deps: AppDeps, options: RefreshOptions = {}): Promise<RefreshOutcome> {
  return deps.crossTab.withLock(TOKEN_LOCK, async (): Promise<RefreshOutcome> => {
    const stored = await readCurrentTokens(deps);
    if (!stored) return { kind: 'failed', reason: 'invalid', message: ERROR_MESSAGES.invalidRefreshToken };
    const switching = options.customerId !== undefined;
    if (!options.force && !switching && !isExpiring(stored.expiresAt, deps.clock.nowMs())) return { kind: 'adopted' };
    const form: Record<string, string> = {
      grant_type: 'refresh_token',
      refresh_token: stored.refreshToken,
      client_id: deps.config.clientId,
    };
    if (switching) form.customerId = String(options.customerId);
    const answer = await postTokenForm(deps, API_PATHS.token, form);
    if (answer.kind === 'network') return { kind: 'failed', reason: 'network', message: 'Network error' };
    if (answer.kind === 'refused') {
      return {
        kind: 'failed',
        reason: failureOf(answer.status, answer.description),
        message: answer.description,
        retryAfterMs: answer.retryAfterMs ?? null,
      };
    }
    const storedAt = deps.clock.nowMs();
    await deps.crossTab.rotations.record(stored.refreshToken, { tokens: answer.tokens, storedAt });
    storeTokens(deps.storage, answer.tokens, storedAt);
    deps.crossTab.post({ type: switching ? CROSS_TAB.customerSwitched : CROSS_TAB.tokens, payload: answer.tokens });
    return { kind: 'refreshed', tokens: answer.tokens };
  });
}
