import type { SagaIterator } from 'redux-saga';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import type { TokenResponse } from '../../../../contract/token';
import { CROSS_TAB, readTokenExpiry, storeTokens } from '../../../api';
import type { AppDeps, CrossTabMessage } from '../../../platform/deps';
import { customerSwitched, tokenRefreshed } from '../events';
import { activityRecorded, isSignedIn, isUsable, LIVE_STATES, type SessionStatus } from '../sessionMachine';
import { selectSessionStatus } from '../selectors';
import { isEnding, performEnding } from './endings';

function messages(deps: AppDeps): EventChannel<CrossTabMessage> {
  return eventChannel((emit) => deps.crossTab.subscribe(emit));
}

/**
 * Storage written by another tab may reach this one after its message does; tokens that are
 * newer than what storage holds are written here too, so the next request uses them.
 */
function keepNewest(deps: AppDeps, tokens: TokenResponse) {
  const now = deps.clock.nowMs();
  const stored = readTokenExpiry(deps.storage) ?? 0;
  if (now + tokens.expires_in * 1000 > stored + 1000) storeTokens(deps.storage, tokens, now);
}

function* onMessage(deps: AppDeps, message: CrossTabMessage): SagaIterator<void> {
  const status: SessionStatus = yield select(selectSessionStatus);
  switch (message.type) {
    case CROSS_TAB.tokens:
      if (!isSignedIn(status)) return;
      keepNewest(deps, message.payload as TokenResponse);
      yield put(tokenRefreshed({ tokens: message.payload as TokenResponse }));
      return;
    case CROSS_TAB.customerSwitched:
      if (!isUsable(status)) return;
      keepNewest(deps, message.payload as TokenResponse);
      yield put(customerSwitched({ tokens: message.payload as TokenResponse }));
      return;
    case CROSS_TAB.activity:
      if (isSignedIn(status)) yield put(activityRecorded(message.payload as { at: number }));
      return;
    case CROSS_TAB.sessionEnded: {
      const ending = (message.payload as { ending?: unknown } | undefined)?.ending;
      if (isEnding(ending) && LIVE_STATES.includes(status)) yield call(performEnding, deps, ending, 'elsewhere');
      return;
    }
  }
}

/** §4 several tabs: adopt refreshed tokens, share activity, and sign out together. */
export function* crossTabSaga(deps: AppDeps): SagaIterator<void> {
  const channel: EventChannel<CrossTabMessage> = yield call(messages, deps);
  try {
    for (;;) {
      const message: CrossTabMessage = yield take(channel);
      yield call(onMessage, deps, message);
    }
  } finally {
    channel.close();
  }
}
