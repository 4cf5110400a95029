import type { SagaIterator } from 'redux-saga';
import { call, delay, join, race, select, spawn } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { API_PATHS } from '../../../../contract/config';
import { postFormQuietly, readRefreshToken } from '../../../api';
import { REVOKE_WAIT_MS } from '../../../config/constants';
import { PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import type { SessionStatus } from '../sessionMachine';
import { selectSessionStatus } from '../selectors';
import { performEnding } from './endings';

/**
 * §4 logout. The server revokes the refresh token, but the user never waits for it: the
 * app is on /login at once, and the reload waits at most REVOKE_WAIT_MS so the request is not
 * cut off by the page going away.
 */
export function* logoutSaga(deps: AppDeps): SagaIterator<void> {
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status !== 'loggingOut') return; // the table refused it: nobody is signed in
  yield call(signOutHere, deps, PATHS.login);
  yield call([deps.location, deps.location.reload], PATHS.login);
}

/**
 * Ends this login in every tab and leaves this one at `to`, without a reload: the server is
 * asked to revoke the refresh token, waited for at most REVOKE_WAIT_MS.
 */
export function* signOutHere(deps: AppDeps, to: string): SagaIterator<void> {
  const refreshToken = readRefreshToken(deps.storage);
  // Detached: a revocation that never answers must not hold up whoever called this.
  const revoke: Task | null = refreshToken
    ? yield spawn(postFormQuietly, deps, API_PATHS.revoke, { token: refreshToken, client_id: deps.config.clientId })
    : null;
  yield call(performEnding, deps, 'logout', 'here', { reload: false });
  if (to !== PATHS.login) yield call(deps.navigate, to, { replace: true });
  if (revoke) yield race({ revoked: join(revoke), timeout: delay(REVOKE_WAIT_MS) });
}
