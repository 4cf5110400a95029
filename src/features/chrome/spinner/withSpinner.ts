import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { longCallFinished, longCallStarted } from '../events';

/** Runs a long call with the loading spinner showing (§2), however it ends. */
export function* withSpinner<Args extends unknown[], R>(
  fn: (...args: Args) => R | Promise<R> | SagaIterator<R>,
  ...args: Args
): SagaIterator<R> {
  yield put(longCallStarted());
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (yield call(fn as any, ...args)) as R;
  } finally {
    yield put(longCallFinished());
  }
}
