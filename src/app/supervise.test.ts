import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { MAX_RESTARTS, superviseAll } from './supervise';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function run(sagas: Parameters<typeof superviseAll>[0]) {
  const middleware = createSagaMiddleware();
  const store = configureStore({ reducer: () => null, middleware: (getDefault) => getDefault({ thunk: false }).concat(middleware) });
  const task = middleware.run(superviseAll, sagas);
  return { store, task };
}

test('a failing feature saga is restarted, then reported; the others keep running', async () => {
  let starts = 0;
  const seen: string[] = [];
  function* flaky(): SagaIterator<void> {
    starts += 1;
    yield take('boom');
    throw new Error('flaky broke');
  }
  function* steady(): SagaIterator<void> {
    for (;;) {
      const action: { type: string } = yield take('*');
      seen.push(action.type);
    }
  }
  const { store, task } = run([
    { name: 'flaky', saga: flaky, args: [], policy: 'restart' },
    { name: 'steady', saga: steady, args: [], policy: 'report' },
  ]);
  for (let i = 0; i <= MAX_RESTARTS; i += 1) store.dispatch({ type: 'boom' });
  store.dispatch({ type: 'still-here' });
  expect(starts).toBe(MAX_RESTARTS + 1);
  expect(seen.at(-1)).toBe('still-here');
  expect(consoleError).toHaveBeenCalledWith('Saga "flaky" failed; restarting it:', expect.any(Error));
  expect(consoleError).toHaveBeenLastCalledWith('Saga "flaky" failed; it stays stopped:', expect.any(Error));
  expect(task.isRunning()).toBe(true);
  task.cancel();
  expect(task.isCancelled()).toBe(true);
  store.dispatch({ type: 'after-cancel' });
  expect(seen).not.toContain('after-cancel');
});

test('a saga with the report policy is not restarted', async () => {
  let starts = 0;
  function* once(): SagaIterator<void> {
    starts += 1;
    yield take('boom');
    throw new Error('once broke');
  }
  const { store, task } = run([{ name: 'session', saga: once, args: [], policy: 'report' }]);
  store.dispatch({ type: 'boom' });
  store.dispatch({ type: 'boom' });
  expect(starts).toBe(1);
  expect(consoleError).toHaveBeenCalledWith('Saga "session" failed; it stays stopped:', expect.any(Error));
  await task.toPromise();
});
