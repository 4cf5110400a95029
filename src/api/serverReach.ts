import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { AppDeps } from '../platform/deps';
import { serverAnswered, serverUnavailable } from './events';

/** The stores (keyed by their deps) that last heard the server could not serve. */
const unreachable = new WeakSet<AppDeps>();

/** The server could not serve: the session reacts by reconnecting, never by ending (§8 is for 500). */
export function* reportUnavailable(deps: AppDeps, retryAfterMs: number | null): SagaIterator<void> {
  unreachable.add(deps);
  yield put(serverUnavailable({ retryAfterMs }));
}

/** The server answered: told once after an outage, not on every call. */
export function* reportAnswered(deps: AppDeps): SagaIterator<void> {
  if (!unreachable.delete(deps)) return;
  yield put(serverAnswered());
}
