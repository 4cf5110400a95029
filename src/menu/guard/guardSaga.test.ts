import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ROLE } from '../../../contract/roles';
import { toastRequested } from '../../api';
import { sessionExpired, sessionReducer, tokenRefreshed } from '../../session';
import { fakeDeps } from '../../testing/fakeDeps';
import { routeRefused } from '../events';
import { tokensFor } from '../testing/signedIn';
import { guardSaga } from './guardSaga';

/** The guard saga on the real session reducer; the actions it puts are recorded. */
function world() {
  const { deps, navigations } = fakeDeps();
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { session: sessionReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagas),
  });
  const task = sagas.run(guardSaga, deps);
  const toasts = () => seen.filter((action) => toastRequested.match(action));
  return { store, navigations, toasts, stop: () => task.cancel() };
}

test('a refused route sends a signed-in creator to their home with a toast that says why', () => {
  const w = world();
  w.store.dispatch(tokenRefreshed({ tokens: tokensFor({ roles: [ROLE.creator] }) }));
  w.store.dispatch(routeRefused({ pathname: '/organization/customer/manage' }));
  expect(w.navigations).toEqual(['/home/library']);
  expect(w.toasts().map((toast) => toast.payload)).toEqual([
    expect.objectContaining({ messageKey: 'menu.guard.notAllowed', variant: 'warning' }),
  ]);
  w.stop();
});

test('after the session has ended a refusal is ignored, so the ending navigation stands (§4)', () => {
  const w = world();
  w.store.dispatch(tokenRefreshed({ tokens: tokensFor({ roles: [ROLE.creator] }) }));
  w.store.dispatch(sessionExpired());
  w.store.dispatch(routeRefused({ pathname: '/home/library' }));
  expect(w.navigations).toEqual([]);
  expect(w.toasts()).toEqual([]);
  w.stop();
});
