import type { SagaIterator } from 'redux-saga';
import { call, delay, race, select, take } from 'redux-saga/effects';
import { API_PATHS } from '../../../../contract/config';
import { commonHeaders, outageDelay, parseRetryAfter, reportAnswered, serverAnswered, serverUnavailable } from '../../../api';
import type { AppDeps } from '../../../platform/deps';
import type { SessionState } from '../sessionSlice';
import { loadRolePermissions } from './afterSignIn';

/** Whether the server and its database answer again, and when to ask next if not (never rejects). */
async function askReadiness(deps: AppDeps): Promise<{ ready: boolean; retryAfterMs: number | null }> {
  try {
    const response = await deps.transport.send({ method: 'GET', path: API_PATHS.ready, headers: commonHeaders(deps) });
    return { ready: response.status === 200, retryAfterMs: parseRetryAfter(response.retryAfter, deps.clock.nowMs()) };
  } catch {
    return { ready: false, retryAfterMs: null };
  }
}

/**
 * While the server cannot serve, asks its readiness probe with backoff (never sooner than the
 * Retry-After it sent) until it answers, so the "reconnecting" notice clears even when the user
 * does nothing. Any call that gets an answer meanwhile clears it as well, and ends the probing.
 */
export function* reconnectWhenDown(deps: AppDeps): SagaIterator<void> {
  for (;;) {
    const down: ReturnType<typeof serverUnavailable> = yield take(serverUnavailable.type);
    let retryAfterMs = down.payload.retryAfterMs;
    for (let failures = 0; ; failures += 1) {
      const { answered, again } = yield race({
        wait: delay(outageDelay(failures, retryAfterMs)),
        answered: take(serverAnswered.type),
        again: take(serverUnavailable.type),
      });
      if (answered) break;
      if (again) {
        retryAfterMs = (again as ReturnType<typeof serverUnavailable>).payload.retryAfterMs;
        continue;
      }
      const probe: { ready: boolean; retryAfterMs: number | null } = yield call(askReadiness, deps);
      if (probe.ready) {
        yield call(reportAnswered, deps);
        break;
      }
      retryAfterMs = probe.retryAfterMs;
    }
  }
}

/**
 * Back from an outage: permissions the outage kept from loading (a session's first, or those of
 * roles a refresh brought) are loaded now, so the page the user is on draws without a reload (§6).
 */
export function* loadWhatTheOutageMissed(deps: AppDeps): SagaIterator<void> {
  const missing: boolean = yield select(
    ({ session }: { session: SessionState }) => session.permissions.length === 0 || session.pendingRoles !== null,
  );
  if (missing) yield call(loadRolePermissions, deps);
}
