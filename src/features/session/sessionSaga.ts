import type { SagaIterator, Task } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { all, call, cancel, delay, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { readStoredTokens, serverAnswered } from '../../api';
import { SESSION_START_DELAY_MS } from '../../config/constants';
import type { AppDeps } from '../../platform/deps';
import {
  customerSwitched,
  isSessionEnd,
  loginRequested,
  loginStatusOpened,
  loginSucceeded,
  logoutRequested,
  staySignedInRequested,
  tokenRefreshed,
  permissionsChanged,
} from './events';
import { loadRolePermissions } from './sagas/afterSignIn';
import { bootSaga, clearEverything } from './sagas/bootSaga';
import { catalogueSaga } from './sagas/catalogueSaga';
import { crossTabSaga } from './sagas/crossTabSaga';
import { idleWatch, noteActivity } from './sagas/idleSaga';
import { loginSaga } from './sagas/loginSaga';
import { logoutSaga } from './sagas/logoutSaga';
import { keepTokenFresh } from './sagas/tokenKeeper';
import { loadWhatTheOutageMissed, reconnectWhenDown } from './sagas/reconnectSaga';
import { accountSaga } from './account/accountSaga';
import { ssoSaga } from './sso/ssoSaga';
import { isSignedIn, passwordChangeRequired, sessionStartTimeSet, type SessionStatus } from './sessionMachine';
import { selectPendingRoles, selectSessionStatus } from './selectors';
import type { RoleId } from '../../../contract/roles';

/** Pointer, key, scroll and touch activity from the injected watcher (§4). */
function* watchActivity(deps: AppDeps): SagaIterator<void> {
  const { activity } = deps;
  if (!activity) return;
  const channel = eventChannel<true>((emit) => activity.subscribe(() => emit(true)));
  try {
    for (;;) {
      yield take(channel);
      yield call(noteActivity, deps);
    }
  } finally {
    channel.close();
  }
}

/** Everything that runs only while someone is signed in. */
function* whileSignedIn(deps: AppDeps): SagaIterator<void> {
  yield all([
    call(idleWatch, deps),
    call(watchActivity, deps),
    call(keepTokenFresh, deps),
    call(reconnectWhenDown, deps),
    takeLatest(serverAnswered.type, loadWhatTheOutageMissed, deps),
    takeEvery(staySignedInRequested.type, noteActivity, deps, true),
  ]);
}

/** docs/conventions.md §5: take → fork → take → cancel. Signed-in work stops when the session ends. */
function* signedInLifecycle(deps: AppDeps): SagaIterator<void> {
  for (;;) {
    yield take([loginSucceeded.type, tokenRefreshed.type, passwordChangeRequired.type]);
    const status: SessionStatus = yield select(selectSessionStatus);
    if (!isSignedIn(status)) continue;
    const task: Task = yield fork(whileSignedIn, deps);
    yield take(isSessionEnd);
    yield cancel(task);
  }
}

/** §9: the session start time is set one second after load; a load is something the user did. */
function* markSessionStart(deps: AppDeps): SagaIterator<void> {
  yield delay(SESSION_START_DELAY_MS);
  yield put(sessionStartTimeSet({ at: deps.clock.nowMs() }));
  if (readStoredTokens(deps.storage)) yield call(noteActivity, deps);
}

/** A refresh that changed the roles (a live event, or one missed): their permissions are loaded (§6). */
function* loadPermissionsOfNewRoles(): SagaIterator<void> {
  const pending: RoleId[] | null = yield select(selectPendingRoles);
  if (pending !== null) yield put(permissionsChanged());
}

function* onStatusPage(deps: AppDeps, action: ReturnType<typeof loginStatusOpened>): SagaIterator<void> {
  if (action.payload.status === 'clear') yield call(clearEverything, deps);
}

/** The session feature: boot, login, refresh, idle, errors, logout and the other tabs. */
export function* sessionSaga(deps: AppDeps): SagaIterator<void> {
  yield fork(catalogueSaga, deps);
  yield fork(crossTabSaga, deps);
  yield fork(signedInLifecycle, deps);
  yield takeLeading(loginRequested.type, loginSaga, deps);
  yield takeLatest(customerSwitched.type, loadRolePermissions, deps);
  yield takeLatest(permissionsChanged.type, loadRolePermissions, deps);
  yield takeEvery(tokenRefreshed.type, loadPermissionsOfNewRoles);
  yield takeLeading(logoutRequested.type, logoutSaga, deps);
  yield takeEvery(loginStatusOpened.type, onStatusPage, deps);
  yield fork(ssoSaga, deps);
  yield fork(accountSaga, deps);
  yield fork(markSessionStart, deps);
  yield call(bootSaga, deps);
}
