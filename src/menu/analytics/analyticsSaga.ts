import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { readRefreshToken, toastRequested } from '../../api';
import { PATHS } from '../../config/paths';
import type { AppDeps } from '../../platform/deps';
import { analyticsLandingOpened, analyticsOpened } from '../events';
import { isMacSafari } from './isMacSafari';

const TOKEN_PARAM = 'refresh_token';

/** A fragment is never sent to a server, unlike a query string (§2 analytics landing). */
const withToken = (url: string, token: string) => `${url.split('#')[0]}#${new URLSearchParams({ [TOKEN_PARAM]: token })}`;

/**
 * §2: Analytics opens the analytics site in a new tab; on Safari on macOS it goes through the
 * landing page, which carries the refresh token in its fragment. Runs synchronously within the
 * click, so the browser lets the new tab open.
 */
function* openAnalytics(deps: AppDeps): SagaIterator<void> {
  if (!deps.config.analyticsUrl) {
    yield put(toastRequested({ messageKey: 'menu.analytics.unavailable', variant: 'info' }));
    return;
  }
  const token = readRefreshToken(deps.storage);
  const url = isMacSafari(deps.userAgent) && token ? withToken(PATHS.analyticsLanding, token) : deps.config.analyticsUrl;
  deps.windows?.open(url);
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
