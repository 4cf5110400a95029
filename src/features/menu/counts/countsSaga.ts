import { eventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { MenuNotificationCountResponse } from '../../../../contract/counts';
import type { ServiceResponse } from '../../../../contract/envelope';
import { endpoints } from '../../../api';
import { COUNTS_REFRESH_INTERVAL_MS } from '../../../config/constants';
import type { AppDeps } from '../../../platform/deps';
import { customerSwitched, isSessionEnd, loginSucceeded, selectCustomerUserId, selectRoles, tokenRefreshed } from '../../session';
import { isSupportRole } from '../visibleMenu';
import { countsReceived } from './countsSlice';

/** One getMenuNotificationCount call; a non-Ok status or a failed call leaves the counts as they are (§8). */
function* refreshCounts(deps: AppDeps, background: boolean): SagaIterator<void> {
  const customerUserId: number | null = yield select(selectCustomerUserId);
  if (customerUserId === null) return;
  try {
    const response: ServiceResponse<MenuNotificationCountResponse> | null = yield call(
      endpoints.getMenuNotificationCount,
      deps,
      { customerUserId },
      { background },
    );
    if (response?.status === 'Ok' && response.clientResponse) yield put(countsReceived(response.clientResponse));
  } catch {
    // A lost network keeps the last counts; the next tick tries again.
  }
}

/**
 * Counts now, then on a steady interval and whenever the user returns to the tab. Ticks while the
 * tab is hidden are skipped (a decision of §4: nobody sees the badges then, and the return refreshes).
 */
function* pollCounts(deps: AppDeps): SagaIterator<void> {
  const returns = eventChannel<true>((emit) =>
    deps.visibility.subscribe((visible) => {
      if (visible) emit(true);
    }),
  );
  try {
    yield call(refreshCounts, deps, false);
    for (;;) {
      const { returned } = yield race({ tick: delay(COUNTS_REFRESH_INTERVAL_MS), returned: take(returns) });
      if (!returned && !deps.visibility.isVisible()) continue;
      // While the live stream delivers the counts, polling is only its fallback.
      const streaming: boolean = yield select((state: { counts: { streaming: boolean } }) => state.counts.streaming);
      if (!returned && streaming) continue;
      yield call(refreshCounts, deps, true);
    }
  } finally {
    returns.close();
  }
}

const isSessionEvent = (action: { type: string }) =>
  loginSucceeded.match(action) || tokenRefreshed.match(action) || customerSwitched.match(action) || isSessionEnd(action);

/**
 * Menu counts for every role except support (§7): from sign-in (or the refresh that restores
 * a session on load) until the session ends. A profile switch resets the counts and starts afresh.
 */
export function* countsSaga(deps: AppDeps): SagaIterator<void> {
  let poller: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take(isSessionEvent);
    const restart = customerSwitched.match(action);
    const stop = isSessionEnd(action);
    if (poller && (restart || stop)) {
      yield cancel(poller);
      poller = null;
    }
    if (stop || poller?.isRunning()) continue;
    const roles: ReturnType<typeof selectRoles> = yield select(selectRoles);
    if (roles.length === 0 || isSupportRole(roles)) continue;
    poller = yield fork(pollCounts, deps);
  }
}
