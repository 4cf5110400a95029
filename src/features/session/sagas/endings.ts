import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { CROSS_TAB } from '../../../api';
import { PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { removeSignedCookies } from '../cookies';
import { loggedOut, sessionDiscarded, sessionExpired, userInactive } from '../events';
import { LIVE_STATES, type SessionStatus } from '../sessionMachine';
import { selectSessionStatus } from '../selectors';
import { clearTokens, wipeForSignOut } from '../storage';

/** Every way a session ends (§4 logout and idle, §8 error catalogue). */
export type Ending = 'logout' | 'idle' | 'unauthorized' | 'refreshNotFound' | 'serverError' | 'cacheClear' | 'refreshInvalid' | 'inactive';

interface EndingRule {
  event: () => UnknownAction;
  to: string;
  reload: boolean;
  /** signOut: all storage but the remembered username and the flag; tokens: tokens and the one-shot redirects. */
  wipe: 'signOut' | 'tokens';
}

/** The endings of §4 and §8 as one table. */
const ENDINGS: Record<Ending, EndingRule> = {
  logout: { event: loggedOut, to: PATHS.login, reload: true, wipe: 'signOut' },
  idle: { event: sessionExpired, to: PATHS.loginStatus('sessionExpired'), reload: false, wipe: 'signOut' },
  unauthorized: { event: sessionExpired, to: PATHS.loginStatus('sessionExpired'), reload: true, wipe: 'signOut' },
  refreshNotFound: { event: sessionExpired, to: PATHS.loginStatus('sessionExpired'), reload: false, wipe: 'signOut' },
  serverError: { event: sessionDiscarded, to: PATHS.login, reload: true, wipe: 'signOut' },
  cacheClear: { event: sessionDiscarded, to: PATHS.login, reload: false, wipe: 'tokens' },
  refreshInvalid: { event: sessionDiscarded, to: PATHS.login, reload: false, wipe: 'signOut' },
  inactive: { event: userInactive, to: PATHS.loginStatus('inActive'), reload: false, wipe: 'signOut' },
};

export const isEnding = (value: unknown): value is Ending => typeof value === 'string' && value in ENDINGS;

/**
 * Ends the session. In the tab where it happened storage and cookies are wiped and the other
 * tabs are told, so every tab signs out together (§4); a told tab only follows.
 */
export function* performEnding(
  deps: AppDeps,
  ending: Ending,
  origin: 'here' | 'elsewhere',
  options: { reload?: boolean } = {},
): SagaIterator<void> {
  const rule = ENDINGS[ending];
  if (origin === 'here') {
    if (rule.wipe === 'signOut') wipeForSignOut(deps.storage);
    else clearTokens(deps.storage);
    removeSignedCookies(deps.cookies);
    deps.crossTab.post({ type: CROSS_TAB.sessionEnded, payload: { ending } });
  }
  // The session is over before anything else runs: a request resuming while the log below is
  // cleared finds it ended, not merely missing (which would save the route, §4).
  yield put(rule.event());
  // The log holds this login's tokens too; they go with it.
  if (origin === 'here') yield call([deps.crossTab.rotations, deps.crossTab.rotations.clear]);
  yield call(deps.navigate, rule.to, { replace: true });
  if (rule.reload && options.reload !== false) yield call([deps.location, deps.location.reload], rule.to);
}

/** Ends the session once: later reports of the same failure find it already over. */
export function* endLiveSession(deps: AppDeps, ending: Ending): SagaIterator<void> {
  const status: SessionStatus = yield select(selectSessionStatus);
  if (!LIVE_STATES.includes(status)) return;
  yield call(performEnding, deps, ending, 'here');
}
