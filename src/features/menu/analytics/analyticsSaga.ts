import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { ensureFreshToken, readAccessToken, toastRequested } from '../../../api';
import { PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { analyticsLandingOpened, analyticsOpened } from '../events';
import { exchangeForAnalytics } from './exchangeForAnalytics';
import { isMacSafari } from './isMacSafari';

const TOKEN_PARAM = 'refresh_token';

/** A fragment is never sent to a server, unlike a query string (§2 analytics landing). */
const withToken = (url: string, token: string) => `${url.split('#')[0]}#${new URLSearchParams({ [TOKEN_PARAM]: token })}`;

/**
 * §2: Analytics opens the analytics site in a new tab; on Safari on macOS it goes through the
 * landing page, which carries a refresh token in its fragment: one the server hands to the
 * analytics audience by token exchange (a login of its own), never this tab's own, so the
 * analytics site redeeming it leaves this session alone. The tab opens within the click (Safari
 * allows no later one) and is sent on once the token is there.
 */
function* openAnalytics(deps: AppDeps): SagaIterator<void> {
  if (!deps.config.analyticsUrl) {
    yield put(toastRequested({ messageKey: 'menu.analytics.unavailable', variant: 'info' }));
    return;
  }
  if (!isMacSafari(deps.userAgent)) {
    deps.windows?.open(deps.config.analyticsUrl);
    return;
  }
  const tab = deps.windows?.openPending() ?? null;
  if (tab === null) return;
  const fresh = yield call(ensureFreshToken, deps);
  const accessToken = fresh.kind === 'failed' ? null : readAccessToken(deps.storage);
  const handed: string | null = accessToken === null ? null : yield call(exchangeForAnalytics, deps, accessToken);
  if (handed === null) {
    tab.close();
    yield put(toastRequested({ messageKey: 'menu.analytics.failed', variant: 'error' }));
    return;
  }
  tab.go(withToken(PATHS.analyticsLanding, handed));
}

/** The landing page hands the token on to the analytics site, again in the fragment only. */
function* leaveForAnalytics(deps: AppDeps, action: ReturnType<typeof analyticsLandingOpened>): SagaIterator<void> {
  if (!deps.config.analyticsUrl) {
    yield put(toastRequested({ messageKey: 'menu.analytics.unavailable', variant: 'info' }));
    return;
  }
  const token = new URLSearchParams(action.payload.fragment.replace(/^#/, '')).get(TOKEN_PARAM);
  deps.windows?.replace(token ? withToken(deps.config.analyticsUrl, token) : deps.config.analyticsUrl);
}

export function* analyticsSaga(deps: AppDeps): SagaIterator<void> {
  yield takeEvery(analyticsOpened, openAnalytics, deps);
  yield takeEvery(analyticsLandingOpened, leaveForAnalytics, deps);
}
