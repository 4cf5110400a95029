import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { HEADERS } from '../../../contract/config';
import type { MenuCounts } from '../../../contract/counts';
import type { LiveEvent } from '../../../contract/live';
import { ROLE } from '../../../contract/roles';
import { STORAGE_KEYS } from '../../api';
import { countsReducer } from '../menu';
import { profilesLoaded, profilesReducer } from '../profiles';
import { customerSwitched, loggedOut, sessionReducer, tokenRefreshed } from '../session';
import { crossTabHub, fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../testing/fakeDeps';
import { API_PATHS } from '../../../contract/config';
import type { TokenResponse } from '../../../contract/token';
import { fakeLiveServer, fakeLocks } from '../../testing/fakeLive';
import { tokenAnswer } from '../../testing/signedInDeps';
import { liveSaga } from './liveSaga';

/** A creator of Acme's token answer, with what the live saga reads. */
const makeTokens = (access = 'access-1', userRoles: TokenResponse['userRoles'] = [ROLE.creator]) => tokenAnswer(userRoles, access);

const counts = (inboxNewCount: number): MenuCounts => ({
  inboxNewCount,
  inboxLibraryCount: 10,
  inboxWatchedCount: 10 - inboxNewCount,
  clipsToRecordCount: 2,
  programsForApprovalCount: 0,
  assetReqToRecordCount: 1,
  deliverablesCount: 0,
  newBioProgramsCount: 0,
  directoryCount: 0,
});

/** Several tabs of one browser: shared storage, cross-tab bus and Web Locks, one live server. */
function browser() {
  const clock = fakeClock();
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-1',
    [STORAGE_KEYS.refreshToken]: 'refresh-1',
    [STORAGE_KEYS.tokenExpiry]: String(clock.nowMs() + 3600_000),
    [STORAGE_KEYS.lastActivity]: String(clock.nowMs()),
  });
  const hub = crossTabHub();
  const locks = fakeLocks();
  const server = fakeLiveServer();
  /** The token endpoint: each grant answers the next access token, with the roles the test set. */
  const grants = { count: 0, roles: [ROLE.creator] as TokenResponse['userRoles'], refuse: false };
  const transport = fakeTransport((request) => {
    if (request.path !== API_PATHS.token) return { status: 404, body: { message: 'no fake answer' } };
    if (grants.refuse) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
    grants.count += 1;
    return { status: 200, body: makeTokens(`granted-${grants.count}`, grants.roles) };
  });
  function openTab(): Tab {
    const leadership = locks.tab();
    const { deps } = fakeDeps({ storage, clock, crossTab: hub.tab(), leadership, liveStream: server.port, transport });
    const actions: UnknownAction[] = [];
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer: { session: sessionReducer, counts: countsReducer, profiles: profilesReducer },
      middleware: (getDefault) =>
        getDefault({ thunk: false, serializableCheck: false })
          .concat(() => (next: (action: unknown) => unknown) => (action: unknown) => {
            actions.push(action as UnknownAction);
            return next(action);
          })
          .concat(sagas),
    });
    const task = sagas.run(liveSaga, deps);
    const tab = {
      store,
      actions,
      leadership,
      signIn: () => store.dispatch(tokenRefreshed({ tokens: makeTokens() })),
      badge: () => store.getState().counts.counts?.inboxNewCount,
      streaming: () => store.getState().counts.streaming,
      /** The tab closes: its sagas stop and the browser releases its locks. */
      close() {
        task.cancel();
        leadership.close();
      },
    };
    return tab;
  }
  return { clock, storage, server, locks, grants, transport, openTab, settle: () => jest.advanceTimersByTimeAsync(0) };
}

interface Tab {
  store: { dispatch(action: UnknownAction): unknown };
  actions: UnknownAction[];
  leadership: ReturnType<ReturnType<typeof fakeLocks>['tab']>;
  signIn(): void;
  badge(): number | undefined;
  streaming(): boolean;
  close(): void;
}

const emit = (b: ReturnType<typeof browser>, event: LiveEvent) => b.server.emit(event);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('three tabs hold one stream; an event reaches every tab; the stream carries the bearer header', async () => {
  const b = browser();
  const tabs = [b.openTab(), b.openTab(), b.openTab()];
  for (const tab of tabs) tab.signIn();
  await b.settle();
  expect(b.server.openCount).toBe(1);
  expect(b.server.opened[0]?.headers).toMatchObject({ Authorization: 'Bearer access-1', [HEADERS.webVersion]: '1.0.0' });
  emit(b, { type: 'stream.ready', counts: counts(4) });
  await b.settle();
  expect(tabs.map((tab) => tab.badge())).toEqual([4, 4, 4]);
  expect(tabs.map((tab) => tab.streaming())).toEqual([true, true, true]);
  emit(b, { type: 'counts.changed', counts: counts(3) });
  await b.settle();
  expect(tabs.map((tab) => tab.badge())).toEqual([3, 3, 3]);
});

test('when the leading tab closes, another takes the stream over at once', async () => {
  const b = browser();
  const [first, second, third] = [b.openTab(), b.openTab(), b.openTab()];
  for (const tab of [first!, second!, third!]) tab.signIn();
  await b.settle();
  expect(b.locks.holder('takeflow-live')).toBe(first!.leadership.id);
  first!.close();
  await b.settle();
  expect(b.server.openCount).toBe(1);
  expect(b.server.opened).toHaveLength(2);
  const leader = b.locks.holder('takeflow-live');
  expect([second!.leadership.id, third!.leadership.id]).toContain(leader);
  emit(b, { type: 'counts.changed', counts: counts(1) });
  await b.settle();
  expect([second!.badge(), third!.badge()]).toEqual([1, 1]);
});

test('a dropped stream reconnects with backoff and Last-Event-ID; polling covers the gap', async () => {
  const b = browser();
  const tab = b.openTab();
  tab.signIn();
  await b.settle();
  emit(b, { type: 'stream.ready', counts: counts(4) });
  await b.settle();
  b.server.refuseWith(503);
  b.server.dropAll();
  await b.settle();
  expect(tab.streaming()).toBe(false);
  // Refused: it tries again later, a little longer each time.
  await jest.advanceTimersByTimeAsync(60_000);
  expect(b.server.opened).toHaveLength(1);
  b.server.refuseWith(null);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(b.server.opened).toHaveLength(2);
  expect(b.server.opened[1]?.headers['Last-Event-ID']).toBe('test-1');
});

test('new tokens re-authenticate the stream; a customer switch starts it afresh; sign-out closes it', async () => {
  const b = browser();
  const tab = b.openTab();
  tab.signIn();
  await b.settle();
  b.storage.setItem(STORAGE_KEYS.accessToken, 'access-2');
  tab.store.dispatch(tokenRefreshed({ tokens: makeTokens('access-2') }));
  await b.settle();
  expect(b.server.openCount).toBe(1);
  expect(b.server.opened.map((c) => c.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  b.storage.setItem(STORAGE_KEYS.accessToken, 'access-3');
  tab.store.dispatch(customerSwitched({ tokens: makeTokens('access-3') }));
  await b.settle();
  expect(b.server.openCount).toBe(1);
  expect(b.server.opened.at(-1)?.headers.Authorization).toBe('Bearer access-3');
  tab.store.dispatch(loggedOut());
  await b.settle();
  expect(b.server.openCount).toBe(0);
  expect(b.locks.holder('takeflow-live')).toBeNull();
});

test('a revoked login ends the session the §8 way; other events reach the session and counts', async () => {
  const b = browser();
  const [leader, follower] = [b.openTab(), b.openTab()];
  leader!.signIn();
  follower!.signIn();
  await b.settle();
  emit(b, { type: 'permissions.changed' });
  // The stream reopens with the refreshed token after a permissions change; the revocation comes on it.
  await b.settle();
  emit(b, { type: 'session.revoked', reason: 'inactive' });
  await b.settle();
  const types = (tab: Tab) => tab.actions.map((a) => a.type);
  expect(types(leader!)).toEqual(expect.arrayContaining(['session/permissionsChanged', 'session/revoked']));
  expect(leader!.actions.find((a) => a.type === 'session/revoked')).toMatchObject({ payload: { reason: 'inactive' } });
  // The follower applies relayed events, but a revocation reaches it through the session's own cross-tab ending.
  expect(types(follower!)).toContain('session/permissionsChanged');
  expect(types(follower!)).not.toContain('session/revoked');
  expect(b.server.opened[0]?.headers).not.toHaveProperty('Last-Event-ID');
  expect(b.server.opened[1]?.headers['Last-Event-ID']).toBe('test-1');
});

test('permissions.changed: the leader refreshes the token (roles travel in it), every tab reloads, the stream reopens', async () => {
  const b = browser();
  const [leader, follower] = [b.openTab(), b.openTab()];
  leader!.signIn();
  follower!.signIn();
  await b.settle();
  b.grants.roles = [ROLE.creator, ROLE.manager];
  emit(b, { type: 'permissions.changed' });
  await b.settle();
  // One grant for the browser, forced although the token was fresh.
  expect(b.grants.count).toBe(1);
  expect(b.transport.requests.filter((r) => r.path === API_PATHS.token)).toHaveLength(1);
  expect(b.storage.getItem(STORAGE_KEYS.accessToken)).toBe('granted-1');
  const types = (tab: Tab) => tab.actions.map((a) => a.type);
  for (const tab of [leader!, follower!]) expect(types(tab)).toContain('session/permissionsChanged');
  // The leader asked for the new token before it reloaded the permissions.
  const refreshedAt = types(leader!).indexOf('api/refreshSucceeded');
  expect(refreshedAt).toBeGreaterThanOrEqual(0);
  expect(refreshedAt).toBeLessThan(types(leader!).indexOf('session/permissionsChanged'));
  expect(b.server.openCount).toBe(1);
  expect(b.server.opened.at(-1)?.headers.Authorization).toBe('Bearer granted-1');
});

const profile = (customerID: number, isLocked = false) => ({
  customerID,
  customerName: `Organisation ${customerID}`,
  customerLogoAddnl: null,
  customerCity: null,
  customerState: null,
  customerZip: null,
  sequence: customerID,
  isLocked,
  customerDefaultLogin: customerID === 1,
});

test('membership.locked: the leader switches to the next unlocked profile; when the server refuses, the session ends', async () => {
  const b = browser();
  const [leader, follower] = [b.openTab(), b.openTab()];
  for (const tab of [leader!, follower!]) {
    tab.signIn();
    tab.store.dispatch(profilesLoaded({ profiles: { 1: profile(1), 2: profile(2, true), 3: profile(3) } }));
  }
  await b.settle();
  emit(b, { type: 'membership.locked', customerId: 1 });
  await b.settle();
  const form = b.transport.requests.find((r) => r.path === API_PATHS.token)?.form;
  expect(form).toMatchObject({ grant_type: 'refresh_token', customerId: '3' });
  expect(leader!.actions.map((a) => a.type)).toContain('session/customerSwitched');
  // One switch for the browser: the others follow the session's own cross-tab switch.
  expect(b.grants.count).toBe(1);
  expect(follower!.actions.map((a) => a.type)).not.toContain('session/revoked');

  b.grants.refuse = true;
  emit(b, { type: 'membership.locked', customerId: 3 });
  await b.settle();
  // The switch restarted the stream, possibly in the other tab: whichever leads now ends the session.
  const revoked = [leader!, follower!].flatMap((tab) => tab.actions.filter((a) => a.type === 'session/revoked'));
  expect(revoked).toEqual([expect.objectContaining({ payload: { reason: 'revoked' } })]);
});

test('a stream refused with 401 asks the refresh; a refused refresh stops the stream for good', async () => {
  const b = browser();
  const tab = b.openTab();
  tab.signIn();
  await b.settle();
  b.server.refuseWith(401);
  b.server.dropAll();
  await jest.advanceTimersByTimeAsync(2_000);
  // The refresh answered: the stream is tried again with the new token.
  expect(b.grants.count).toBeGreaterThanOrEqual(1);
  expect(tab.actions.map((a) => a.type)).toContain('api/refreshSucceeded');
  b.grants.refuse = true;
  await jest.advanceTimersByTimeAsync(60_000);
  expect(tab.actions.map((a) => a.type)).toContain('api/refreshFailed');
  const grantsThen = b.transport.requests.length;
  await jest.advanceTimersByTimeAsync(120_000);
  expect(b.transport.requests.length).toBe(grantsThen);
  expect(b.locks.holder('takeflow-live')).toBeNull();
});
