import { API_PATHS } from '../../../contract/config';
import { callApi, serverAnswered, STORAGE_KEYS } from '../../api';
import { OUTAGE_CALL_ATTEMPTS } from '../../config/constants';
import type { HttpResponse } from '../../platform/deps';
import { requestsTo, type World } from './testing/harness';
import { COUNTS, signedInWorld } from './testing/pipelineTab';
import { ok, tokens, type Answer } from './testing/scriptedServer';

/**
 * An outage (503 with Retry-After, as the server answers while its database is down) keeps the
 * session: calls are retried with backoff, never sooner than Retry-After, the session shows it
 * is reconnecting, and the notice goes when the server answers again.
 */
let world: World;
afterEach(() => world.close());

const unavailable = (retryAfter: string | null): HttpResponse => ({
  status: 503,
  body: { status: 'Error', clientResponse: null, errorMessage: 'The service is temporarily unavailable.' },
  retryAfter,
});
const tokenUnavailable = (retryAfter: string): HttpResponse => ({
  status: 503,
  body: { error: 'temporarily_unavailable', error_description: 'The service is temporarily unavailable.' },
  retryAfter,
});
const READY: HttpResponse = { status: 200, body: { status: 'ok' } };

async function signedIn(script: Record<string, Answer[]>, extraToken: Answer[] = []) {
  const made = await signedInWorld(
    { [API_PATHS.getRolePermissions]: [ok({ rolePermissionVO: [{ permission: 'program.view' }] })], ...script },
    { extraToken },
  );
  world = made.world;
  expect(made.tab.state()).toMatchObject({ status: 'active', reconnecting: false });
  return made.tab;
}

test('a call answered 503 is sent again after Retry-After, and the notice goes with the answer', async () => {
  const tab = await signedIn({ [COUNTS]: [unavailable('10'), unavailable('10'), ok({ inboxNewCount: 3 })] });
  const refreshToken = world.storage.getItem(STORAGE_KEYS.refreshToken);
  const result = tab.run(callApi, COUNTS, { customerUserId: 5001 }, {});
  await world.settle();
  expect(requestsTo(world, COUNTS)).toHaveLength(1);
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: true });

  await world.advance(9_900);
  expect(requestsTo(world, COUNTS)).toHaveLength(1); // not before the server's Retry-After
  await world.advance(100);
  expect(requestsTo(world, COUNTS)).toHaveLength(2);
  await world.advance(10_000);
  expect(requestsTo(world, COUNTS)).toHaveLength(3);

  await expect(result).resolves.toMatchObject({ status: 'Ok', clientResponse: { inboxNewCount: 3 } });
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: false });
  expect(tab.toasts()).toEqual([]);
  expect(world.storage.getItem(STORAGE_KEYS.refreshToken)).toBe(refreshToken);
  expect(tab.reloads).toHaveLength(0);
});

test(`a call the server keeps refusing gives up after ${OUTAGE_CALL_ATTEMPTS} attempts with a toast, still signed in`, async () => {
  const tab = await signedIn({ [COUNTS]: [unavailable('1')], [API_PATHS.ready]: [unavailable(null)] });
  const result = tab.run(callApi, COUNTS, { customerUserId: 5001 }, {});
  for (let i = 0; i < OUTAGE_CALL_ATTEMPTS; i += 1) await world.advance(30_000);
  await expect(result).resolves.toBeNull();
  expect(requestsTo(world, COUNTS)).toHaveLength(OUTAGE_CALL_ATTEMPTS);
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: true });
  expect(tab.toasts()).toMatchObject([{ messageKey: 'api.errors.network' }]);
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
});

test('polling is not repeated; the readiness probe clears the notice once the server is back', async () => {
  const tab = await signedIn({ [COUNTS]: [unavailable('5')], [API_PATHS.ready]: [unavailable(null), unavailable(null), READY] });
  tab.run(callApi, COUNTS, { customerUserId: 5001 }, { background: true });
  await world.settle();
  expect(tab.state().reconnecting).toBe(true);
  await world.advance(4_900);
  expect(requestsTo(world, API_PATHS.ready)).toHaveLength(0); // the probe honours Retry-After too
  await world.advance(100);
  expect(requestsTo(world, API_PATHS.ready)).toHaveLength(1);
  await world.advance(2_000);
  await world.advance(4_000);
  expect(requestsTo(world, API_PATHS.ready)).toHaveLength(3);
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: false });
  expect(tab.toasts()).toEqual([]);
  expect(requestsTo(world, COUNTS)).toHaveLength(1);
});

test('a refresh answered temporarily_unavailable keeps the tokens and is tried again no sooner than Retry-After', async () => {
  const refreshedAt: number[] = [];
  const at = (answer: HttpResponse) => () => (refreshedAt.push(world.now()), answer);
  const tab = await signedIn({ [COUNTS]: [ok()] }, [at(tokenUnavailable('20')), at(tokens({ access: 'access-2' }))]);
  const refreshToken = world.storage.getItem(STORAGE_KEYS.refreshToken);
  world.storage.setItem(STORAGE_KEYS.tokenExpiry, String(world.now() + 1_000));
  await world.advance(30_000); // the keeper wakes at least this often
  expect(refreshedAt).toHaveLength(1);
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: true });
  expect(world.storage.getItem(STORAGE_KEYS.refreshToken)).toBe(refreshToken);

  await world.advance(30_000);
  expect(refreshedAt).toHaveLength(2);
  expect((refreshedAt[1] ?? 0) - (refreshedAt[0] ?? 0)).toBeGreaterThanOrEqual(20_000);
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: false });
  expect(tab.reloads).toHaveLength(0);
});

test('a refresh backing off after an outage is made at once when the server answers again', async () => {
  const refreshedAt: number[] = [];
  const at = (answer: HttpResponse) => () => (refreshedAt.push(world.now()), answer);
  const tab = await signedIn({ [COUNTS]: [ok()] }, [at(tokenUnavailable('60')), at(tokens({ access: 'access-2' }))]);
  world.storage.setItem(STORAGE_KEYS.tokenExpiry, String(world.now() + 1_000));
  await world.advance(30_000);
  expect(refreshedAt).toHaveLength(1);

  await world.advance(5_000);
  expect(refreshedAt).toHaveLength(1); // still inside the server's Retry-After
  tab.dispatch(serverAnswered()); // what the readiness probe or any answered call reports
  await world.settle();
  expect(refreshedAt).toHaveLength(2);
  expect((refreshedAt[1] ?? 0) - (refreshedAt[0] ?? 0)).toBeLessThan(60_000);
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: false });
});

test('permissions an outage kept from loading are loaded once the server answers again', async () => {
  const PERMISSIONS = API_PATHS.getRolePermissions;
  const made = await signedInWorld({
    [PERMISSIONS]: [
      unavailable('1'),
      unavailable('1'),
      unavailable('1'),
      unavailable('1'),
      ok({ rolePermissionVO: [{ permission: 'program.view' }] }),
    ],
    [API_PATHS.ready]: [READY],
  });
  world = made.world;
  const { tab } = made;
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: true, permissions: [] });
  for (let i = 0; i < 6; i += 1) await world.advance(30_000);
  expect(requestsTo(world, PERMISSIONS).length).toBeGreaterThanOrEqual(5);
  expect(tab.state()).toMatchObject({ status: 'active', reconnecting: false });
  expect(tab.state().permissions).toHaveLength(1);
});
