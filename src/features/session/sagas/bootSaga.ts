import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { ensureFreshToken, idleLimitPassed, isIdlePast, readStoredTokens, type RefreshOutcome } from '../../../api';
import { loadRetryRequested, serverReachedAtLoad, serverUnreachableAtLoad } from '../../chrome';
import { REFRESH_RETRY_MS } from '../../../config/constants';
import { homeForRoles, isPublicPath, isSignInPath, PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { removeSignedCookies, setSignedCookies } from '../cookies';
import { storageCleared } from '../events';
import { noSessionFound, rememberedUserRead, type SessionStatus } from '../sessionMachine';
import { selectSessionStatus } from '../selectors';
import { readRemembered, saveRoute, wipeAll } from '../storage';
import { loadRolePermissions } from './afterSignIn';
import { askBeforeOtherUserLink, otherUserLinkOf } from './otherUserLink';
import { awaitPasswordChange } from './passwordSaga';

/** §2 /login/status/clear wipes stored state, before anything reads it. */
export function* clearEverything(deps: AppDeps): SagaIterator<void> {
  wipeAll(deps.storage);
  removeSignedCookies(deps.cookies);
  yield call([deps.crossTab.rotations, deps.crossTab.rotations.clear]);
  yield put(storageCleared());
}

/**
 * The refresh at load, repeated while the server cannot be reached. The user is told and sees
 * the next attempt coming, and may try at once, instead of a spinner on an empty page.
 */
function* refreshUntilAnswered(deps: AppDeps): SagaIterator<RefreshOutcome> {
  let outcome: RefreshOutcome = yield call(ensureFreshToken, deps, true);
  for (let attempt = 1; outcome.kind === 'failed' && outcome.reason === 'network'; attempt += 1) {
    yield put(serverUnreachableAtLoad({ attempt, retryInMs: REFRESH_RETRY_MS }));
    yield race({ wait: delay(REFRESH_RETRY_MS), now: take(loadRetryRequested) });
    outcome = yield call(ensureFreshToken, deps, true);
  }
  yield put(serverReachedAtLoad());
  return outcome;
}

/**
 * §4 session on load. With stored tokens the app refreshes (it needs the user's details
 * anyway): success signs in and, unless the user opened a signed-in route directly, goes to the
 * role's home. Without tokens a signed-in route is saved and the user goes to /login.
 */
export function* bootSaga(deps: AppDeps): SagaIterator<void> {
  const path = deps.location.pathname();
  yield put(rememberedUserRead({ username: readRemembered(deps.storage).username }));
  // The analytics landing page only hands the stored refresh token on (§2); a refresh here
  // would rotate the very token it hands over.
  if (path === PATHS.analyticsLanding) return;
  if (path === PATHS.loginStatus('clear')) {
    yield call(clearEverything, deps);
    return;
  }
  if (!readStoredTokens(deps.storage)) {
    yield put(noSessionFound());
    if (!isPublicPath(path)) {
      saveRoute(deps.storage, `${path}${deps.location.search()}`);
      yield call(deps.navigate, PATHS.login, { replace: true });
    }
    return;
  }
  // Waking a laptop or reopening the browser past the idle deadline expires without a refresh.
  if (isIdlePast(deps.storage, deps.config, deps.clock.nowMs())) {
    yield put(idleLimitPassed());
    return;
  }
  const outcome: RefreshOutcome = yield call(refreshUntilAnswered, deps);
  if (outcome.kind !== 'refreshed') return; // the catalogue has ended the session
  setSignedCookies(deps.cookies, outcome.tokens.additionalDetails.preSignedCookie);
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status === 'mustChangePassword') {
    yield call(deps.navigate, PATHS.resetPassword, { replace: true });
    yield call(awaitPasswordChange, deps, outcome.tokens);
    return;
  }
  // Only the way in leads home; the notice pages (/no-support, background uploads) stay open
  // to a signed-in user, who reaches them through a link or a reload (§2).
  const here = deps.location.pathname();
  // An emailed link (/setpassword) stays open even in a browser signed in as someone else: the
  // link names its own user.
  if (isSignInPath(here) || here === PATHS.resetPassword || here === PATHS.forgotPassword) {
    const otherUserLink = otherUserLinkOf(here, outcome.tokens);
    yield call(deps.navigate, homeForRoles(outcome.tokens.userRoles), { replace: true });
    if (otherUserLink !== null) yield fork(askBeforeOtherUserLink, deps, outcome.tokens, otherUserLink);
  }
  // §6: the permissions of a restored session are loaded again, as after a sign-in; the
  // store does not keep them across a reload. In the background: it is not the user's activity,
  // and until it answers the roles alone decide what the menu shows.
  yield fork(loadRolePermissions, deps, { background: true });
}
