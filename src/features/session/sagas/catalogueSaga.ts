import type { SagaIterator } from 'redux-saga';
import type { RevokedReason } from '../../../../contract/live';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import {
  cacheClearRequired,
  idleLimitPassed,
  refreshFailed,
  refreshSucceeded,
  serverFailed,
  sessionMissing,
  unauthorizedReceived,
  type RefreshFailure,
} from '../../../api';
import { isPublicPath, PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { setSignedCookies } from '../cookies';
import { sessionDiscarded, sessionRevoked, tokenRefreshed } from '../events';
import { LIVE_STATES, passwordChangeRequired, type SessionStatus } from '../sessionMachine';
import { selectSessionStatus } from '../selectors';
import { readRemembered, saveRoute, STORAGE_KEYS } from '../storage';
import { endLiveSession, type Ending } from './endings';

/** §8 token refresh errors; a network failure ends nothing (the user may be offline). */
const REFRESH_ENDINGS: Record<RefreshFailure, Ending | null> = {
  invalid: 'refreshInvalid',
  unauthorized: 'unauthorized',
  inactive: 'inactive',
  expired: 'refreshNotFound',
  serverError: 'serverError',
  network: null,
};

/** How a revocation of this login ends here: the reason picks the page the user lands on. */
const REVOCATION_ENDINGS: Record<RevokedReason, Ending> = {
  // §8: 'User is not active' ends at the inactive status page.
  inactive: 'inactive',
  // §4: the login was signed out in another tab; its word may come after the server's, and
  // every tab goes to /login together, never to an expired-session notice.
  logout: 'logout',
  password_changed: 'refreshNotFound',
  reuse: 'refreshNotFound',
  revoked: 'refreshNotFound',
};

function* onSessionRevoked(deps: AppDeps, action: ReturnType<typeof sessionRevoked>): SagaIterator<void> {
  yield call(endLiveSession, deps, REVOCATION_ENDINGS[action.payload.reason]);
}

function* onRefreshFailed(deps: AppDeps, action: ReturnType<typeof refreshFailed>): SagaIterator<void> {
  const ending = REFRESH_ENDINGS[action.payload.reason];
  if (ending) yield call(endLiveSession, deps, ending);
}

/** New tokens: a signed-in session adopts them; at boot a pending password change comes first. */
function* onRefreshSucceeded(deps: AppDeps, action: ReturnType<typeof refreshSucceeded>): SagaIterator<void> {
  const { tokens } = action.payload;
  setSignedCookies(deps.cookies, tokens.additionalDetails.preSignedCookie);
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status === 'booting' && tokens.redirect === 'Change Password') {
    const username = deps.storage.getItem(STORAGE_KEYS.username) ?? '';
    yield put(passwordChangeRequired({ tokens, username, rememberMe: readRemembered(deps.storage).rememberMe }));
  } else {
    yield put(tokenRefreshed({ tokens }));
  }
}

/** §4: no stored token expiry — save the current route and go to /login. */
function* onSessionMissing(deps: AppDeps): SagaIterator<void> {
  const status: SessionStatus = yield select(selectSessionStatus);
  // A request that finds the storage an ending has just wiped: the ending decides where the user
  // goes and what is kept (an idle expiry keeps no route, whether found in-session or at load).
  if (!LIVE_STATES.includes(status)) return;
  const path = deps.location.pathname();
  if (!isPublicPath(path)) saveRoute(deps.storage, `${path}${deps.location.search()}`);
  yield put(sessionDiscarded());
  if (!path.startsWith(PATHS.login)) yield call(deps.navigate, PATHS.login, { replace: true });
}

/** The error catalogue of §8, applied in one place for every feature. */
export function* catalogueSaga(deps: AppDeps): SagaIterator<void> {
  yield takeEvery(idleLimitPassed.type, endLiveSession, deps, 'idle');
  yield takeEvery(unauthorizedReceived.type, endLiveSession, deps, 'unauthorized');
  yield takeEvery(serverFailed.type, endLiveSession, deps, 'serverError');
  yield takeEvery(cacheClearRequired.type, endLiveSession, deps, 'cacheClear');
  yield takeEvery(refreshFailed.type, onRefreshFailed, deps);
  yield takeEvery(sessionRevoked.type, onSessionRevoked, deps);
  yield takeEvery(refreshSucceeded.type, onRefreshSucceeded, deps);
  yield takeEvery(sessionMissing.type, onSessionMissing, deps);
}
