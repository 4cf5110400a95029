import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import {
  ensureFreshToken,
  idleLimitPassed,
  isExpiring,
  isIdlePast,
  outageDelay,
  readTokenExpiry,
  serverAnswered,
  type RefreshOutcome,
} from '../../../api';
import { REFRESH_RETRY_MS, TOKEN_REFRESH_MARGIN_MS } from '../../../config/constants';
import type { AppDeps } from '../../../platform/deps';
import { customerSwitched, tokenRefreshed } from '../events';

/** Sleeps are capped so a clock that jumps (a laptop waking) is noticed soon. */
const MAX_SLEEP_MS = 30_000;

/**
 * Refreshes the token shortly before it expires, so requests rarely wait and the refresh token
 * is used while the user is active (the server drops one unused for the idle timeout). Every
 * tab runs one; the cross-tab lock and the re-read of storage make it one refresh for all.
 */
export function* keepTokenFresh(deps: AppDeps): SagaIterator<void> {
  let failures = 0;
  for (;;) {
    const expiry = readTokenExpiry(deps.storage);
    if (expiry === null) return;
    const now = deps.clock.nowMs();
    if (isExpiring(expiry, now)) {
      if (isIdlePast(deps.storage, deps.config, now)) {
        yield put(idleLimitPassed()); // past the idle deadline: expire, never refresh
        return;
      }
      const outcome: RefreshOutcome = yield call(ensureFreshToken, deps);
      if (outcome.kind === 'failed' && outcome.reason !== 'network') return;
      const after = readTokenExpiry(deps.storage);
      if (outcome.kind === 'failed') {
        // The server is down or out of reach: back off, never sooner than its Retry-After, unless
        // it answers again meanwhile; then the expired token is renewed at once, not after the backoff.
        yield race({ backoff: delay(outageDelay(failures, outcome.retryAfterMs ?? null)), back: take(serverAnswered.type) });
        failures += 1;
      } else if (after === null || isExpiring(after, deps.clock.nowMs())) {
        failures = 0;
        yield delay(REFRESH_RETRY_MS);
      } else failures = 0;
      continue;
    }
    const wait = Math.min(expiry - TOKEN_REFRESH_MARGIN_MS - now, MAX_SLEEP_MS);
    yield race({ sleep: delay(wait), refreshed: take([tokenRefreshed.type, customerSwitched.type]) });
  }
}
