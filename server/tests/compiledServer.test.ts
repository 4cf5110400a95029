import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '../../contract';
import { REPO_ROOT } from '../config';
import { DEMO_PASSWORD } from '../db/seedData';
import { freePort, postForm, request } from '../testing/serverProcess';

/**
 * The server as `npm start` runs it: compiled to JavaScript (scripts/build-server.mjs), no
 * TypeScript hook. It signs in (the password worker thread is found next to the code), holds
 * its data directory against a second server, and stops with exit 0 on SIGTERM.
 */
jest.setTimeout(240_000);

let dataDir: string;
let outDir: string;
beforeAll(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-compiled-')), 'data');
  // A folder of its own in the repository (node_modules is found from there), not build/app/: the
  // suite on PGlite and the one on PostgreSQL run side by side in CI, and each build empties its
  // folder first, under the other's running server.
  fs.mkdirSync(path.join(REPO_ROOT, 'build'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(REPO_ROOT, 'build', 'compiled-test-'));
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', outDir], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build-server failed: ${built.stderr}`);
});
afterAll(() => {
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

function run(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(outDir, 'server', 'main.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it('runs compiled: signs in, refuses a second server on its DATA_DIR, stops cleanly', async () => {
  const port = await freePort();
  const first = run(port);
  for (const deadline = Date.now() + 180_000; ;) {
    const up = await request(port, 'GET', '/readyz', '', {}).catch(() => null);
    if (up?.status === 200) break;
    if (Date.now() > deadline || first.child.exitCode !== null) throw new Error(`not ready:\n${first.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await postForm(port, API_PATHS.token, {
    grant_type: 'password',
    username: 'manager@acme.test',
    password: DEMO_PASSWORD,
    client_id: 'takeflow-web',
  });
  expect(login.status).toBe(200);
  expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');

  const second = run(await freePort());
  const startedAt = Date.now();
  expect(await second.exited).toBe(1);
  expect(Date.now() - startedAt).toBeLessThan(10_000);
  expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('"msg":"stopped"');
  expect(fs.existsSync(path.join(dataDir, 'takeflow-server.lock'))).toBe(false);
});
