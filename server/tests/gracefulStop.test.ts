import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type TokenResponse } from '../../contract';
import { REPO_ROOT } from '../config';
import { DEMO_PASSWORD } from '../db/seedData';
import { freshTestDb, type TestDb } from '../testing/testDb';

/**
 * The real server process, as `npm run serve` starts it, at the production scrypt cost: a
 * SIGTERM during a request lets that request finish, closes the database and exits 0.
 */
jest.setTimeout(240_000);

let dataDir: string;
let pg: TestDb | null = null;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-stop-'));
  if (process.env.TEST_DATABASE_URL) pg = await freshTestDb();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await pg?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  lines: string[];
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(dataDir, 'no-dist'),
  };
  delete env.SCRYPT_LOG_N;
  if (pg?.url) env.DATABASE_URL = pg.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'server/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const lines: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLine = (match: (line: string) => boolean, timeoutMs = 180_000) =>
    new Promise<string>((resolve, reject) => {
      const found = lines.find(match);
      if (found !== undefined) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no matching log line; got:\n${lines.join('\n')}`)), timeoutMs);
      waiters.push({ match, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      void exited.then(() => reject(new Error(`server exited; log:\n${lines.join('\n')}`)));
    });
  await waitForLine((line) => line.includes('Server listening'));
  return { child, port, lines, waitForLine, exited };
}

function request(port: number, method: string, url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      let data = '';
      res.on('data', (chunk: Buffer) => (data += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const login = (port: number) =>
  request(
    port,
    'POST',
    API_PATHS.token,
    new URLSearchParams({ grant_type: 'password', username: 'manager@acme.test', password: DEMO_PASSWORD, client_id: 'takeflow-web' }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded' },
  );

it('finishes the in-flight request on SIGTERM, closes the database and exits 0; a restart keeps the session', async () => {
  const first = await startServer();
  const inFlight = login(first.port);
  // The login is hashing at N=2^17 once the server has logged its arrival.
  await first.waitForLine((line) => line.includes('incoming request') && line.includes(API_PATHS.token));
  const stopAt = Date.now();
  first.child.kill('SIGTERM');
  const answer = await inFlight;
  const exit = await first.exited;
  expect(Date.now() - stopAt).toBeLessThan(10_000);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(answer.status).toBe(200);
  const tokens = JSON.parse(answer.body) as TokenResponse;
  expect(first.lines.join('\n')).not.toContain(DEMO_PASSWORD);

  // Keys and sessions are in the database, so the restarted server honours both tokens.
  const second = await startServer();
  const profiles = await request(second.port, 'POST', API_PATHS.getCustomerProfiles, '{"clientRequest":{}}', {
    'content-type': 'application/json',
    authorization: `Bearer ${tokens.access_token}`,
  });
  expect(profiles.status).toBe(200);
  const refreshed = await request(
    second.port,
    'POST',
    API_PATHS.token,
    new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'takeflow-web' }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded' },
  );
  expect(refreshed.status).toBe(200);
  second.child.kill('SIGINT');
  expect(await second.exited).toEqual({ code: 0, signal: null });
});
