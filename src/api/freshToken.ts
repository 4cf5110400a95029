import type { SagaIterator } from 'redux-saga';
import { call, put, spawn } from 'redux-saga/effects';
import type { AppDeps } from '../platform/deps';
import { refreshAdopted, refreshFailed, refreshStarted, refreshSucceeded } from './events';
import { refreshUnderLock, type RefreshOutcome } from './refresh';
import { reportAnswered, reportUnavailable } from './serverReach';

/** The refresh under way in each store (keyed by its deps), so parallel callers share one. */
const flights = new WeakMap<AppDeps, Promise<RefreshOutcome>>();

/** The refresh this tab has under way, if any. */
export function refreshInFlight(deps: AppDeps): Promise<RefreshOutcome> | null {
  return flights.get(deps) ?? null;
}

function* refreshWorker(deps: AppDeps, force: boolean, settle: (outcome: RefreshOutcome) => void): SagaIterator {
  let outcome: RefreshOutcome = { kind: 'failed', reason: 'network', message: 'Refresh interrupted' };
  try {
    yield put(refreshStarted());
    outcome = yield call(refreshUnderLock, deps, { force });
    if (outcome.kind === 'failed' && outcome.reason === 'network') yield* reportUnavailable(deps, outcome.retryAfterMs ?? null);
    else if (outcome.kind !== 'adopted') yield* reportAnswered(deps);
    if (outcome.kind === 'refreshed') yield put(refreshSucceeded({ tokens: outcome.tokens }));
    else if (outcome.kind === 'adopted') yield put(refreshAdopted());
    else yield put(refreshFailed({ reason: outcome.reason, message: outcome.message }));
  } finally {
    flights.delete(deps);
    settle(outcome);
  }
}

/**
 * Single-flight refresh (§4): every caller that finds the token expired waits for the same
 * grant. The worker is spawned, so a caller that is cancelled does not cancel it for the others;
 * the events are dispatched before any caller resumes.
 */
export function* ensureFreshToken(deps: AppDeps, force = false): SagaIterator<RefreshOutcome> {
  let flight = flights.get(deps);
  if (!flight) {
    let settle: (outcome: RefreshOutcome) => void = () => undefined;
    flight = new Promise<RefreshOutcome>((resolve) => (settle = resolve));
    flights.set(deps, flight);
    yield spawn(refreshWorker, deps, force, settle);
  }
  const outcome: RefreshOutcome = yield call(() => flight);
  return outcome;
}
