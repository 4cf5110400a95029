import { all, call } from 'redux-saga/effects';
import { API_PATHS } from '../../../../contract/config';
import { TOKEN_EXCHANGE } from '../../../../contract/token';
import type { HttpRequest } from '../../../platform/deps';
import { STORAGE_KEYS } from '../../../api';
import type { AppDeps } from '../../../platform/deps';
import { sessionSaga } from '../../session';
import { fakeDeps, fakeTransport, memoryStorage, TEST_CONFIG } from '../../../testing/fakeDeps';
import { sagaWorld } from '../../../testing/sagaWorld';
import { tokenAnswer } from '../../../testing/signedInDeps';
import { analyticsLandingOpened, analyticsOpened } from '../events';
import { analyticsSaga } from './analyticsSaga';

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const signedInStorage = () =>
  memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-1',
    [STORAGE_KEYS.refreshToken]: 'refresh-1',
    [STORAGE_KEYS.tokenExpiry]: String(Date.UTC(2026, 0, 6)),
  });

const HANDED = 'handed-to-analytics-0123456789abcdefghijklmno';
const exchangeAnswer = { access_token: HANDED, issued_token_type: TOKEN_EXCHANGE.refreshTokenType, token_type: 'N_A', expires_in: 600 };
const exchanges = (requests: HttpRequest[]) => requests.filter((request) => request.form?.grant_type === TOKEN_EXCHANGE.grantType);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function world(options: { userAgent?: string; analyticsUrl?: string; path?: string; exchange?: { status: number; body: unknown } } = {}) {
  // The session's refresh at load rotates to access-2 / refresh-2.
  const transport = fakeTransport((request) => {
    if (request.form?.grant_type === TOKEN_EXCHANGE.grantType) return options.exchange ?? { status: 200, body: exchangeAnswer };
    if (request.form?.grant_type === 'refresh_token') {
      return { status: 200, body: { ...tokenAnswer(), access_token: 'access-2', refresh_token: 'refresh-2' } };
    }
    return { status: 404, body: null };
  });
  const made = fakeDeps({
    transport,
    storage: signedInStorage(),
    config: { ...TEST_CONFIG, analyticsUrl: options.analyticsUrl ?? TEST_CONFIG.analyticsUrl },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  made.deps.navigate(options.path ?? '/home/library');
  made.navigations.length = 0;
  // The real session runs beside the analytics saga: the landing page must not make it refresh.
  const { store, task } = sagaWorld(made.deps, {
    saga: function* both(deps: AppDeps) {
      yield all([call(sessionSaga, deps), call(analyticsSaga, deps)]);
    },
  });
  return { ...made, store, task, transport };
}

test('Analytics opens the analytics site in a new tab, with no token', () => {
  const w = world();
  w.store.dispatch(analyticsOpened());
  expect(w.opened).toEqual(['https://analytics.takeflow.test']);
  w.task.cancel();
});

test('on Safari on macOS it opens a tab at once, then sends it to the landing page with a token of its own, never the session’s', async () => {
  const w = world({ userAgent: SAFARI });
  w.store.dispatch(analyticsOpened());
  // Opened within the click, before any answer.
  expect(w.pendingTabs).toEqual([{ url: null, closed: false }]);
  await settle();
  expect(exchanges(w.transport.requests).map((request) => request.form)).toEqual([
    {
      grant_type: TOKEN_EXCHANGE.grantType,
      client_id: TEST_CONFIG.clientId,
      subject_token: 'access-2',
      subject_token_type: TOKEN_EXCHANGE.accessTokenType,
      requested_token_type: TOKEN_EXCHANGE.refreshTokenType,
      audience: 'https://analytics.takeflow.test',
    },
  ]);
  expect(w.pendingTabs).toEqual([{ url: `/analytics-landing#refresh_token=${HANDED}`, closed: false }]);
  expect(w.opened).toEqual([]);
  expect(JSON.stringify(w.pendingTabs)).not.toContain('refresh-2');
  expect(w.deps.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  w.task.cancel();
});

test('on Safari, a refused or failed exchange closes the tab and says so; the session stays', async () => {
  for (const exchange of [
    { status: 400, body: { error: 'invalid_request', error_description: 'Session has ended' } },
    { status: 503, body: { error: 'temporarily_unavailable', error_description: 'x' } },
  ]) {
    const w = world({ userAgent: SAFARI, exchange });
    w.store.dispatch(analyticsOpened());
    await settle();
    expect(w.pendingTabs).toEqual([{ url: null, closed: true }]);
    expect(w.store.getState().notifications.toasts.map((toast) => toast.messageKey)).toEqual(['menu.analytics.failed']);
    expect(w.deps.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    w.task.cancel();
  }
});

test('without a configured analytics site nothing opens and a toast says why', () => {
  const w = world({ analyticsUrl: '' });
  w.store.dispatch(analyticsOpened());
  expect(w.opened).toEqual([]);
  expect(w.store.getState().notifications.toasts.map((toast) => toast.messageKey)).toEqual(['menu.analytics.unavailable']);
  w.task.cancel();
});

test('the landing page hands the token on to the analytics site in the fragment, never the query', () => {
  const w = world({ userAgent: SAFARI, path: '/analytics-landing' });
  w.store.dispatch(analyticsLandingOpened({ fragment: `#refresh_token=${HANDED}` }));
  expect(w.navigations).toEqual([`https://analytics.takeflow.test#refresh_token=${HANDED}`]);
  w.task.cancel();
});

test('opening the landing page does not refresh, so the token it hands over stays valid', async () => {
  const w = world({ userAgent: SAFARI, path: '/analytics-landing' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(w.transport.requests.filter((request) => request.path === API_PATHS.token)).toEqual([]);
  expect(w.deps.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  w.task.cancel();
});
