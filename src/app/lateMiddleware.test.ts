import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { lateMiddleware } from './lateMiddleware';

test('a middleware joined after the store exists sees every later action once, and none before', () => {
  const late = lateMiddleware();
  const store = configureStore({
    reducer: (state: number = 0) => state + 1,
    middleware: (getDefault) => getDefault().concat(late.middleware),
  });
  store.dispatch({ type: 'before' });
  const seen: string[] = [];
  let setups = 0;
  const recorder: Middleware = () => {
    setups += 1;
    return (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
  };
  late.join(recorder);
  store.dispatch({ type: 'first' });
  store.dispatch({ type: 'second' });
  expect(seen).toEqual(['first', 'second']);
  expect(setups).toBe(1);
  // The action still reached the reducer: init, before, first, second.
  expect(store.getState()).toBe(4);
});
