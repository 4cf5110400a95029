import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { API_PATHS } from '../../../contract/config';
import { STORAGE_KEYS } from '../../api';
import type { AppDeps } from '../../platform/deps';
import { sessionReducer, sessionSaga } from '../../session';
import { fakeDeps, fakeTransport, memoryStorage, TEST_CONFIG } from '../../testing/fakeDeps';
import { analyticsLandingOpened, analyticsOpened } from '../events';
import { analyticsSaga } from './analyticsSaga';

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const signedInStorage = () =>
  memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-1',
    [STORAGE_KEYS.refreshToken]: 'refresh-1',
    [STORAGE_KEYS.tokenExpiry]: String(Date.UTC(2026, 0, 6)),
  });

function world(options: { userAgent?: string; analyticsUrl?: string; path?: string } = {}) {
  const transport = fakeTransport(() => ({ status: 404, body: null }));
  const made = fakeDeps({
    transport,
    storage: signedInStorage(),
    config: { ...TEST_CONFIG, analyticsUrl: options.analyticsUrl ?? TEST_CONFIG.analyticsUrl },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  made.deps.navigate(options.path ?? '/home/library');
  made.navigations.length = 0;
  // The real session runs beside the analytics saga: the landing page must not make it refresh.
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { session: sessionReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  const task = sagas.run(function* both(deps: AppDeps) {
    yield all([call(sessionSaga, deps), call(analyticsSaga, deps)]);
  }, made.deps);
  return { ...made, store, task, transport };
}

test('Analytics opens the analytics site in a new tab, with no token', () => {
  const w = world();
  w.store.dispatch(analyticsOpened());
  expect(w.opened).toEqual(['https://analytics.takeflow.test']);
  w.task.cancel();
});

test('on Safari on macOS it opens the landing page with the refresh token in the fragment', () => {
  const w = world({ userAgent: SAFARI });
  w.store.dispatch(analyticsOpened());
  expect(w.opened).toEqual(['/analytics-landing#refresh_token=refresh-1']);
  w.task.cancel();
});

test('without a configured analytics site nothing opens and a toast says why', () => {
  const w = world({ analyticsUrl: '' });
  w.store.dispatch(analyticsOpened());
  expect(w.opened).toEqual([]);
  expect(w.store.getState().session.toasts.map((toast) => toast.messageKey)).toEqual(['menu.analytics.unavailable']);
  w.task.cancel();
});

test('the landing page hands the token on to the analytics site in the fragment, never the query', () => {
  const w = world({ userAgent: SAFARI, path: '/analytics-landing' });
  w.store.dispatch(analyticsLandingOpened({ fragment: '#refresh_token=refresh-1' }));
  expect(w.navigations).toEqual(['https://analytics.takeflow.test#refresh_token=refresh-1']);
  w.task.cancel();
});

test('opening the landing page does not refresh, so the token it hands over stays valid', async () => {
  const w = world({ userAgent: SAFARI, path: '/analytics-landing' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(w.transport.requests.filter((request) => request.path === API_PATHS.token)).toEqual([]);
  expect(w.deps.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  w.task.cancel();
});
