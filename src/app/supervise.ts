import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, join, spawn } from 'redux-saga/effects';

/** What happens when a feature saga throws: start it again, or report and leave it stopped. */
type FailurePolicy = 'restart' | 'report';

/** A saga that keeps failing is given up after this many restarts, so a bug cannot spin. */
export const MAX_RESTARTS = 3;

export interface Supervised {
  name: string;
  saga: (...args: never[]) => SagaIterator<unknown>;
  args: readonly unknown[];
  policy: FailurePolicy;
}

/** Runs one feature saga; its errors stop at this frame and never reach another feature's saga. */
export function* superviseOne({ name, saga, args, policy }: Supervised): SagaIterator<void> {
  for (let restarts = 0; ; restarts += 1) {
    try {
      yield call(saga as (...a: unknown[]) => SagaIterator<unknown>, ...args);
      return;
    } catch (error) {
      const again = policy === 'restart' && restarts < MAX_RESTARTS;
      console.error(`Saga "${name}" failed${again ? '; restarting it' : '; it stays stopped'}:`, error);
      if (!again) return;
    }
  }
}

/**
 * Every feature saga under `spawn` (redux-saga's "keeping the root alive"): one failing saga
 * never stops the others. Cancelling the caller cancels them all, as `all([...])` did.
 */
export function* superviseAll(sagas: readonly Supervised[]): SagaIterator<void> {
  const tasks: Task[] = [];
  try {
    for (const supervised of sagas) tasks.push(yield spawn(superviseOne, supervised));
    yield join(tasks);
  } finally {
    if (yield cancelled()) yield cancel(tasks);
  }
}
