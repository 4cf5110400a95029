import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_PATHS, type TokenResponse } from '../../contract';
import { DEMO_PASSWORD } from '../db/seedData';
import { pgliteClusterState, postForm, postJson, startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { seededDataDir } from '../testing/seededDb';
import { freshTestDb, type TestDb } from '../testing/testDb';

/**
 * The real server process at the production Argon2id cost, on PGlite or (TEST_DATABASE_URL) on
 * PostgreSQL: a SIGTERM during requests lets them finish — a login and a password change, both
 * writes — closes the database cleanly and exits 0 within 10 seconds.
 */
jest.setTimeout(240_000);

let dataDir: string;
let pg: TestDb | null = null;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = seededDataDir('takeflow-stop-');
  if (process.env.TEST_DATABASE_URL) pg = await freshTestDb();
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await pg?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  // Debug level logs each request's arrival, which the test waits for.
  const server = await startServerProcess({ dataDir, databaseUrl: pg?.url, env: { LOG_LEVEL: 'debug' } });
  servers.push(server);
  return server;
}

const login = (port: number, username: string, password = DEMO_PASSWORD) =>
  postForm(port, API_PATHS.token, { grant_type: 'password', username, password, client_id: 'takeflow-web' });

const NEW_PASSWORD = 'Graceful-Stop-2026!';

it('finishes in-flight writes on SIGTERM, closes the database and exits 0 within 10 s; a restart keeps them', async () => {
  const first = await start();
  const session = JSON.parse((await login(first.port, 'manager@acme.test')).body) as TokenResponse;
  const arrived = () => first.lines.filter((line) => line.includes('incoming request')).length;
  const before = arrived();
  // Both hash (Argon2id, in the password pool) once the server has logged their arrival.
  const inFlightLogin = login(first.port, 'admin@acme.test');
  const inFlightChange = postJson(first.port, API_PATHS.changePassword, session.access_token, {
    clientRequest: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
  });
  await first.waitForLine(() => arrived() >= before + 2);
  const stopAt = Date.now();
  first.child.kill('SIGTERM');
  const [loginAnswer, changeAnswer] = await Promise.all([inFlightLogin, inFlightChange]);
  const exit = await first.exited;
  expect(Date.now() - stopAt).toBeLessThan(10_000);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(loginAnswer.status).toBe(200);
  expect(JSON.parse(changeAnswer.body)).toMatchObject({ status: 'Ok' });
  expect(first.lines.join('\n')).not.toContain(DEMO_PASSWORD);
  expect(first.lines.join('\n')).not.toContain(NEW_PASSWORD);
  if (pg === null) {
    // PGlite wrote its shutdown checkpoint: the next start needs no crash recovery.
    expect(pgliteClusterState(dataDir)).toBe('shut down');
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  }

  // Keys, sessions and the new password are in the database: the restarted server honours them.
  const second = await start();
  const tokens = JSON.parse(loginAnswer.body) as TokenResponse;
  const profiles = await postJson(second.port, API_PATHS.getCustomerProfiles, session.access_token, { clientRequest: {} });
  expect(profiles.status).toBe(200);
  const refreshed = await postForm(second.port, API_PATHS.token, {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
    client_id: 'takeflow-web',
  });
  expect(refreshed.status).toBe(200);
  expect((await login(second.port, 'manager@acme.test', NEW_PASSWORD)).status).toBe(200);
  second.child.kill('SIGINT');
  expect(await second.exited).toEqual({ code: 0, signal: null });
});

/** A connection that sends headers and part of a body (or part of the headers), then nothing. */
function stalledRequest(
  port: number,
  partialHeaders = false,
): Promise<{ socket: net.Socket; closed: Promise<{ at: number; answer: string }> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        partialHeaders
          ? 'POST /oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty'
          : 'POST /oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\ngrant_type=',
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<{ at: number; answer: string }>((done) => socket.once('close', () => done({ at: Date.now(), answer })));
      socket.on('error', () => undefined);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

it('closes a request whose body never finishes after REQUEST_TIMEOUT_SECONDS; at SIGTERM cuts 200 of them and still exits 0 cleanly within 10 s', async () => {
  const stallDir = seededDataDir('takeflow-stall-');
  const server = await startServerProcess({
    dataDir: stallDir,
    databaseUrl: pg?.url,
    env: { REQUEST_TIMEOUT_SECONDS: '3', LOG_LEVEL: 'debug' },
  });
  servers.push(server);
  const opened = Date.now();
  const lone = await stalledRequest(server.port);
  const { at, answer } = await lone.closed;
  process.stdout.write(`stalled body closed after ${at - opened} ms: ${answer.split('\r\n')[0] ?? '(no answer)'}\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);

  const stalled = await Promise.all(Array.from({ length: 200 }, () => stalledRequest(server.port)));
  const halfHeaders = await stalledRequest(server.port, true);
  // A query marks the in-flight login's log line (request arrivals are logged at debug level).
  const inFlight = postForm(server.port, `${API_PATHS.token}?in-flight`, {
    grant_type: 'password',
    // Not the account whose password the test above changes (on PostgreSQL both use one database).
    username: 'creator@acme.test',
    password: DEMO_PASSWORD,
    client_id: 'takeflow-web',
  });
  await server.waitForLine((line) => line.includes('incoming request') && line.includes('in-flight'));
  const stopAt = Date.now();
  server.child.kill('SIGTERM');
  expect((await inFlight).status).toBe(200);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const took = Date.now() - stopAt;
  process.stdout.write(`SIGTERM with 200 stalled bodies and a half-sent header: exit 0 after ${took} ms\n`);
  expect(took).toBeLessThan(10_000);
  await Promise.all([...stalled.map((s) => s.closed), halfHeaders.closed]);
  if (pg === null) expect(pgliteClusterState(stallDir)).toBe('shut down');
  fs.rmSync(stallDir, { recursive: true, force: true });
});
