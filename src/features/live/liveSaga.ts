import { eventChannel, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { API_PATHS } from '../../../contract/config';
import type { LiveEvent } from '../../../contract/live';
import {
  commonHeaders,
  CROSS_TAB,
  ensureFreshToken,
  idleLimitPassed,
  isExpiring,
  isIdlePast,
  LIVE_LOCK,
  readAccessToken,
  readTokenExpiry,
  type RefreshOutcome,
  toastLinkFollowed,
} from '../../api';
import { LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS } from '../../config/constants';
import { liveStreamChanged } from '../menu';
import type { AppDeps, StreamEnd, StreamedEvent } from '../../platform/deps';
import { customerSwitched, isSessionEnd, loginSucceeded, tokenRefreshed } from '../session';
import { selectIsSignedIn } from '../session';
import { applyLiveEvent, parseLiveEvent } from './liveEvents';

type StreamMessage = { kind: 'event'; event: StreamedEvent } | { kind: 'end'; end: StreamEnd };

/** The wait before the next attempt: doubling from the minimum, capped, with jitter so tabs of many users spread out. */
function reconnectDelay(failures: number, random = Math.random): number {
  const ceiling = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS * 2 ** failures);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function streamChannel(deps: AppDeps, accessToken: string, lastEventId: string | null): EventChannel<StreamMessage> {
  return eventChannel<StreamMessage>((emit) => {
    const controller = new AbortController();
    const headers = commonHeaders(deps, accessToken);
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    void deps.liveStream
      .open({ path: API_PATHS.liveStream, headers, signal: controller.signal }, (event) => emit({ kind: 'event', event }))
      .then((end) => {
        if (!controller.signal.aborted) emit({ kind: 'end', end });
      });
    return () => controller.abort();
  });
}

function* setStreaming(deps: AppDeps, streaming: boolean): SagaIterator<void> {
  yield put(liveStreamChanged({ streaming }));
  deps.crossTab.post({ type: CROSS_TAB.liveStatus, payload: { streaming } });
}

/** Reads one connection until it ends, or until new tokens call for a re-authenticated one. */
function* readConnection(
  deps: AppDeps,
  accessToken: string,
  lastEventId: { value: string | null },
): SagaIterator<{ end: StreamEnd | 'reauth'; delivered: boolean }> {
  const channel = streamChannel(deps, accessToken, lastEventId.value);
  let streaming = false;
  try {
    for (;;) {
      const { message, renewed } = yield race({ message: take(channel), renewed: take([tokenRefreshed.type]) });
      if (renewed) return { end: 'reauth', delivered: streaming };
      const received = message as StreamMessage;
      if (received.kind === 'end') return { end: received.end, delivered: streaming };
      lastEventId.value = received.event.id || lastEventId.value;
      const event = parseLiveEvent(received.event.type, received.event.data);
      if (event === null) continue;
      if (!streaming) {
        streaming = true;
        yield call(setStreaming, deps, true);
      }
      if (event.type === 'permissions.changed') {
        // Roles travel in the token (§6): the leader refreshes it first, so every tab then reloads
        // the permissions of the new roles; the other tabs adopt the tokens before the relay.
        const outcome: RefreshOutcome = yield call(ensureFreshToken, deps, true);
        if (outcome.kind === 'failed')
          return { end: outcome.reason === 'network' ? { kind: 'network' } : { kind: 'closed' }, delivered: streaming };
      }
      yield call(applyLiveEvent, deps, event);
      // The session's own cross-tab messages carry an ending or a switch to the other tabs; the
      // rest they apply themselves.
      if (event.type !== 'session.revoked' && event.type !== 'membership.locked') {
        deps.crossTab.post({ type: CROSS_TAB.liveEvent, payload: event });
      }
      // The stream was authorised for the old roles (whether it carries counts): open it afresh.
      if (event.type === 'permissions.changed') return { end: 'reauth', delivered: streaming };
    }
  } finally {
    channel.close();
    if (streaming) yield call(setStreaming, deps, false);
  }
}

/**
 * The leader's stream: reconnects with backoff and Last-Event-ID, refreshes an expiring token
 * first (in the background: the stream is not the user's doing), and re-authenticates when the
 * tokens change. Returns when the session cannot go on; the session then ends by its own rules.
 */
function* holdStream(deps: AppDeps): SagaIterator<void> {
  const lastEventId = { value: null as string | null };
  let failures = 0;
  for (;;) {
    if (isIdlePast(deps.storage, deps.config, deps.clock.nowMs())) {
      yield put(idleLimitPassed());
      return;
    }
    const expiry = readTokenExpiry(deps.storage);
    if (expiry === null) return;
    if (isExpiring(expiry, deps.clock.nowMs())) {
      const outcome: RefreshOutcome = yield call(ensureFreshToken, deps);
      if (outcome.kind === 'failed' && outcome.reason !== 'network') return;
    }
    const accessToken = readAccessToken(deps.storage);
    if (accessToken === null) return;
    const { end, delivered }: { end: StreamEnd | 'reauth'; delivered: boolean } = yield call(
      readConnection,
      deps,
      accessToken,
      lastEventId,
    );
    if (end === 'reauth') continue;
    if (end.kind === 'refused' && end.status === 401) {
      // The token no longer opens a stream (its login ended while no event could say so — a
      // server restart, a lost notice): the refresh decides, and a refused one ends the session.
      const outcome: RefreshOutcome = yield call(ensureFreshToken, deps, true);
      if (outcome.kind === 'failed' && outcome.reason !== 'network') return;
    }
    // A stream that worked and ended (token expiry, a server stopping) comes back at once; one
    // that failed waits longer each time, and polling carries the counts meanwhile.
    failures = delivered ? 0 : failures + 1;
    yield delay(reconnectDelay(failures));
  }
}

/** Other tabs' streams: events relayed by the leader, applied here as if received. */
function* followRelay(deps: AppDeps): SagaIterator<void> {
  const relay = eventChannel<{ event?: LiveEvent; streaming?: boolean }>((emit) =>
    deps.crossTab.subscribe((message) => {
      if (message.type === CROSS_TAB.liveEvent) emit({ event: message.payload as LiveEvent });
      else if (message.type === CROSS_TAB.liveStatus) emit({ streaming: (message.payload as { streaming: boolean }).streaming });
    }),
  );
  try {
    for (;;) {
      const { event, streaming }: { event?: LiveEvent; streaming?: boolean } = yield take(relay);
      if (streaming !== undefined) yield put(liveStreamChanged({ streaming }));
      const parsed = event === undefined ? null : parseLiveEvent(event.type, JSON.stringify(event));
      if (parsed !== null) yield call(applyLiveEvent, deps, parsed);
    }
  } finally {
    relay.close();
  }
}

/** One tab of the browser leads (a Web Lock) and reads the stream; when it closes, the next waiting tab takes over. */
function* runLive(deps: AppDeps): SagaIterator<void> {
  yield fork(followRelay, deps);
  const controller = new AbortController();
  try {
    const release: () => void = yield call([deps.leadership, deps.leadership.acquire], LIVE_LOCK, controller.signal);
    try {
      yield call(holdStream, deps);
    } finally {
      release();
    }
  } finally {
    controller.abort();
    yield put(liveStreamChanged({ streaming: false }));
  }
}

const isSessionEvent = (action: { type: string }) =>
  loginSucceeded.match(action) || tokenRefreshed.match(action) || customerSwitched.match(action) || isSessionEnd(action);

/**
 * Live updates for a signed-in session: from sign-in (or the refresh that restores a session on
 * load) until it ends; a customer switch starts afresh with the new organisation's token.
 */
export function* liveSaga(deps: AppDeps): SagaIterator<void> {
  // A live notice's toast leads to its page (a review comment's program).
  yield takeEvery(toastLinkFollowed, (action: ReturnType<typeof toastLinkFollowed>) => deps.navigate(action.payload.to));
  let live: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take(isSessionEvent);
    const restart = customerSwitched.match(action);
    const stop = isSessionEnd(action);
    if (live && (restart || stop)) {
      yield cancel(live);
      live = null;
    }
    if (stop || live?.isRunning()) continue;
    const usable: boolean = yield select(selectIsSignedIn);
    if (!usable) continue;
    live = yield fork(runLive, deps);
  }
}
