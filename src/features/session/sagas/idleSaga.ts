import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { CROSS_TAB, idleLimitPassed, idleTimeoutMs, readLastActivity, writeLastActivity } from '../../../api';
import { ACTIVITY_WRITE_INTERVAL_MS, IDLE_WARNING_SECONDS } from '../../../config/constants';
import type { AppDeps } from '../../../platform/deps';
import { activityRecorded, idleWarningCleared, idleWarningTicked } from '../sessionMachine';
import { selectIdleWarning, selectLastActivityAt } from '../selectors';

/** The last activity of any tab: storage, or a newer time another tab announced. */
function* lastActivity(deps: AppDeps, now: number): SagaIterator<number> {
  const announced: number | null = yield select(selectLastActivityAt);
  const stored = readLastActivity(deps.storage);
  if (stored === null) writeLastActivity(deps.storage, now);
  return Math.max(stored ?? now, announced ?? 0);
}

/**
 * §4, §9 idle timeout against the wall clock: checked every second, so a laptop that wakes
 * past the deadline expires at once. The warning counts down the last 60 seconds.
 */
export function* idleWatch(deps: AppDeps): SagaIterator<void> {
  for (;;) {
    const now = deps.clock.nowMs();
    const last: number = yield call(lastActivity, deps, now);
    const remaining = last + idleTimeoutMs(deps.config) - now;
    if (remaining <= 0) {
      yield put(idleLimitPassed());
      return;
    }
    const secondsLeft = Math.ceil(remaining / 1000);
    const warning: { secondsLeft: number } | null = yield select(selectIdleWarning);
    if (secondsLeft <= IDLE_WARNING_SECONDS) {
      if (warning?.secondsLeft !== secondsLeft) yield put(idleWarningTicked({ secondsLeft }));
    } else if (warning) {
      yield put(idleWarningCleared());
    }
    yield race({ tick: delay(remaining % 1000 || 1000), activity: take(activityRecorded) });
  }
}

/**
 * The user did something (§4): past the deadline that is too late; otherwise the activity
 * time moves (written at most once a second, shared with every tab).
 */
export function* noteActivity(deps: AppDeps, force = false): SagaIterator<void> {
  const now = deps.clock.nowMs();
  const last = readLastActivity(deps.storage);
  if (last !== null && now - last >= idleTimeoutMs(deps.config)) {
    yield put(idleLimitPassed());
    return;
  }
  if (!force && last !== null && now - last < ACTIVITY_WRITE_INTERVAL_MS) return;
  writeLastActivity(deps.storage, now);
  deps.crossTab.post({ type: CROSS_TAB.activity, payload: { at: now } });
  yield put(activityRecorded({ at: now }));
}
