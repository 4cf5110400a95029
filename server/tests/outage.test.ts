import { API_PATHS, HEADERS, type TokenResponse } from '../../contract';
import { buildApp, type BuiltApp } from '../app';
import { manualClock } from '../clock';
import { migrate } from '../db/migrate';
import type { Db } from '../db/port';
import { openPostgres } from '../db/postgres';
import { seedDemo } from '../db/seed';
import { DEMO_PASSWORD } from '../db/seedData';
import { interruptible, postgresRelay } from '../testing/dbOutage';
import { START_TIMEOUT_MS, TEST_VERSION, testConfig } from '../testing/testApp';
import { freshTestDb, type TestDb } from '../testing/testDb';

/**
 * §8 makes the client wipe the session on a 500, so a database outage must answer 503 with
 * Retry-After (temporarily_unavailable on oauth/token), and tokens must work again afterwards.
 * On PostgreSQL the connection really goes away (a relay is cut: open connections dropped, new
 * ones refused); PGlite, embedded, has no connection to lose, so its run makes every statement
 * fail as a lost connection does.
 */
let testDb: TestDb;
let built: BuiltApp;
let outage: { cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> };
let served: Db;

beforeAll(async () => {
  testDb = await freshTestDb();
  const config = testConfig();
  await migrate(testDb.db);
  await seedDemo(testDb.db);
  if (testDb.url !== null) {
    const relay = await postgresRelay(testDb.url);
    served = await openPostgres(relay.url, 4);
    outage = relay;
  } else {
    const switchable = interruptible(testDb.db);
    served = switchable.db;
    outage = {
      cut: async () => void (switchable.down = true),
      restore: async () => void (switchable.down = false),
      close: async () => undefined,
    };
  }
  built = await buildApp({ config, db: served, clock: manualClock(new Date()) });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await built?.app.close();
  await outage?.restore().catch(() => undefined);
  if (served !== testDb?.db) await served?.close();
  await outage?.close();
  await testDb?.dispose();
}, START_TIMEOUT_MS);

const form = (fields: Record<string, string>) =>
  built.app.inject({
    method: 'POST',
    url: API_PATHS.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const profiles = (accessToken: string) =>
  built.app.inject({
    method: 'POST',
    url: API_PATHS.getCustomerProfiles,
    headers: { authorization: `Bearer ${accessToken}`, [HEADERS.webVersion]: TEST_VERSION },
    payload: { clientRequest: {} },
  });

it('answers 503 with Retry-After while the database is gone, and the same tokens work once it is back', async () => {
  const signIn = await form({ grant_type: 'password', username: 'creator@acme.test', password: DEMO_PASSWORD, client_id: 'takeflow-web' });
  expect(signIn.statusCode).toBe(200);
  const session = signIn.json<TokenResponse>();

  await outage.cut();
  const started = Date.now();
  const call = await profiles(session.access_token);
  expect(call.statusCode).toBe(503);
  expect(call.headers['retry-after']).toBe('5');
  expect(call.json()).toMatchObject({
    status: 'Error',
    clientResponse: null,
    errorMessage: expect.stringMatching(/temporarily unavailable/),
    code: 'unavailable',
  });
  const refresh = await form({ grant_type: 'refresh_token', refresh_token: session.refresh_token, client_id: 'takeflow-web' });
  expect(refresh.statusCode).toBe(503);
  expect(refresh.headers['retry-after']).toBe('5');
  expect(refresh.json()).toMatchObject({ error: 'temporarily_unavailable' });
  const password = await form({ grant_type: 'password', username: 'viewer@acme.test', password: DEMO_PASSWORD, client_id: 'takeflow-web' });
  expect(password.statusCode).toBe(503);
  process.stdout.write(`outage (${testDb.label}): three calls answered 503 in ${Date.now() - started} ms\n`);

  await outage.restore();
  // The refresh token presented during the outage was never spent.
  const rotated = await form({ grant_type: 'refresh_token', refresh_token: session.refresh_token, client_id: 'takeflow-web' });
  expect(rotated.statusCode).toBe(200);
  expect((await profiles(rotated.json<TokenResponse>().access_token)).json()).toMatchObject({ status: 'Ok' });
});
