import { API_PATHS } from '../../../../contract/config';
import type { MenuNotificationCountResponse } from '../../../../contract/counts';
import { ROLE } from '../../../../contract/roles';
import { STORAGE_KEYS } from '../../../api';
import { COUNTS_REFRESH_INTERVAL_MS } from '../../../config/constants';
import type { HttpRequest, HttpResponse } from '../../../platform/deps';
import { customerSwitched, loggedOut, tokenRefreshed } from '../../session';
import { fakeClock, fakeDeps, fakeTransport, fakeVisibility, memoryStorage } from '../../../testing/fakeDeps';
import { sagaWorld, worldPerTest } from '../../../testing/sagaWorld';
import { signedInStorage } from '../../../testing/signedInStorage';
import { tokensFor, type SignedInFixture } from '../testing/signedIn';
import { countsSaga } from './countsSaga';

const counts = (inboxNewCount: number): MenuNotificationCountResponse => ({
  inboxNewCount,
  inboxLibraryCount: 10,
  inboxWatchedCount: 7,
  clipsToRecordCount: 1,
  programsForApprovalCount: 0,
  assetReqToRecordCount: 2,
  deliverablesCount: 0,
  newBioProgramsCount: 0,
  directoryCount: 0,
});
const ok = (body: MenuNotificationCountResponse): HttpResponse => ({
  status: 200,
  body: { status: 'Ok', clientResponse: body, errorMessage: null },
});
const refused: HttpResponse = { status: 200, body: { status: 'Error', clientResponse: null, errorMessage: 'Counts are not available' } };

/** The counts saga alone, on the app's store, against a scripted server. */
function world(answers: (HttpResponse | 'network')[]) {
  const clock = fakeClock();
  const storage = memoryStorage(
    signedInStorage({ now: clock.nowMs(), tokenLife: 24 * 3600_000, access: 'access-1', refresh: 'refresh-1' }),
  );
  let served = 0;
  const transport = fakeTransport(async (request: HttpRequest) => {
    if (request.path !== API_PATHS.getMenuNotificationCount) return { status: 404, body: null };
    const answer = answers[Math.min(served++, answers.length - 1)] as HttpResponse | 'network';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  });
  const visibility = fakeVisibility();
  const { deps } = fakeDeps({ transport, storage, clock, visibility });
  const { store, stop } = sagaWorld(deps, { saga: countsSaga });
  const calls = () => transport.requests.filter((r) => r.path === API_PATHS.getMenuNotificationCount);
  return {
    store,
    clock,
    storage,
    visibility,
    calls,
    customerUserIds: () => calls().map((r) => (r.json as { clientRequest: { customerUserId: number } }).clientRequest.customerUserId),
    signIn: (fixture: SignedInFixture) => store.dispatch(tokenRefreshed({ tokens: tokensFor(fixture) })),
    newCount: () => store.getState().counts.counts?.inboxNewCount,
    settle: () => jest.advanceTimersByTimeAsync(0),
    tick: () => jest.advanceTimersByTimeAsync(COUNTS_REFRESH_INTERVAL_MS),
    stop,
  };
}

const start = worldPerTest(world);

test('counts load on sign-in with the customer user id, then on a steady interval', async () => {
  const w = start([ok(counts(3)), ok(counts(5))]);
  w.signIn({ roles: [ROLE.creator], customerUserId: 77 });
  await w.settle();
  expect(w.customerUserIds()).toEqual([77]);
  expect(w.newCount()).toBe(3);
  await w.tick();
  expect(w.customerUserIds()).toEqual([77, 77]);
  expect(w.newCount()).toBe(5);
});

test('polling is background work: it does not count as user activity for the idle timeout', async () => {
  const w = start([ok(counts(3))]);
  w.signIn({ roles: [ROLE.creator] });
  await w.settle();
  const before = w.storage.getItem(STORAGE_KEYS.lastActivity);
  w.clock.advance(COUNTS_REFRESH_INTERVAL_MS);
  await w.tick();
  expect(w.calls()).toHaveLength(2);
  expect(w.storage.getItem(STORAGE_KEYS.lastActivity)).toBe(before);
});

test('a non-Ok status is ignored and the counts stay', async () => {
  const w = start([ok(counts(3)), refused]);
  w.signIn({ roles: [ROLE.viewer] });
  await w.settle();
  await w.tick();
  expect(w.calls()).toHaveLength(2);
  expect(w.newCount()).toBe(3);
});

test('the support role never asks for counts', async () => {
  const w = start([ok(counts(3))]);
  w.signIn({ roles: [ROLE.superAdmin], customerName: null });
  await w.settle();
  await w.tick();
  expect(w.calls()).toHaveLength(0);
  expect(w.store.getState().counts.counts).toBeNull();
});

test('a later token refresh does not start a second poll', async () => {
  const w = start([ok(counts(3))]);
  w.signIn({ roles: [ROLE.creator] });
  await w.settle();
  w.signIn({ roles: [ROLE.creator] });
  await w.settle();
  await w.tick();
  expect(w.calls()).toHaveLength(2);
});

test('a profile switch resets the counts and loads those of the new profile', async () => {
  const w = start([ok(counts(3)), ok(counts(8))]);
  w.signIn({ roles: [ROLE.creator], customerUserId: 7 });
  await w.settle();
  w.store.dispatch(customerSwitched({ tokens: tokensFor({ roles: [ROLE.creator], customerUserId: 9 }) }));
  expect(w.store.getState().counts.counts).toBeNull();
  await w.settle();
  expect(w.customerUserIds()).toEqual([7, 9]);
  expect(w.newCount()).toBe(8);
});

test('logout resets the counts and stops polling', async () => {
  const w = start([ok(counts(3))]);
  w.signIn({ roles: [ROLE.creator] });
  await w.settle();
  w.store.dispatch(loggedOut());
  await w.tick();
  await w.tick();
  expect(w.calls()).toHaveLength(1);
  expect(w.store.getState().counts.counts).toBeNull();
});

test('returning to the tab refreshes at once; ticks while hidden are skipped', async () => {
  const w = start([ok(counts(3)), ok(counts(4))]);
  w.signIn({ roles: [ROLE.creator] });
  await w.settle();
  w.visibility.set(false);
  await w.tick();
  await w.tick();
  expect(w.calls()).toHaveLength(1);
  w.visibility.set(true);
  await w.settle();
  expect(w.calls()).toHaveLength(2);
  expect(w.newCount()).toBe(4);
});

test('a lost network keeps the counts and the poll goes on', async () => {
  const w = start([ok(counts(3)), 'network', ok(counts(6))]);
  w.signIn({ roles: [ROLE.creator] });
  await w.settle();
  await w.tick();
  expect(w.calls()).toHaveLength(2);
  expect(w.newCount()).toBe(3);
  await w.tick();
  expect(w.newCount()).toBe(6);
});
