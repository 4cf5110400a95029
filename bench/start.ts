// `npm run bench:start`: how soon `npm start` answers on a built checkout. Each run starts
// `npm start` on a warm data directory (created and migrated by a first run, not counted) and
// asks GET /login as a browser does until index.html comes back, then /readyz until the
// database answers; the median of RUNS runs is the figure (target: /login within 1 s).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/compile';
import { median, table } from './lib/table';

const RUNS = 5;
const TARGET_MS = 1_000;
const POLL_MS = 10;
/** A start slower than this is a failure, not a figure. */
const GIVE_UP_MS = 120_000;

interface StartRun {
  loginMs: number;
  readyMs: number;
}

interface StartBench {
  runs: StartRun[];
  loadAverage: number[];
}

/** A port of 9000–9999 nobody listens on, so no other server can answer for ours. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 9000 + Math.floor(Math.random() * 1000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

function get(port: number, urlPath: string, accept: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { Accept: accept }, timeout: 2_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

async function until(started: number, check: () => Promise<boolean>): Promise<number> {
  while (Date.now() - started < GIVE_UP_MS) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no answer within ${GIVE_UP_MS / 1000} s`);
}

/** `npm start` as an operator runs it; npm is the one running this script when there is one. */
function npmStart(env: NodeJS.ProcessEnv) {
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'start']] : ['npm', ['start']];
  return spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
}

async function startOnce(dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.STATIC_DIR;
  const started = Date.now();
  const child = npmStart(env);
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const loginMs = await until(started, async () => (await get(port, '/login', 'text/html')) === 200);
    const readyMs = await until(started, async () => (await get(port, '/readyz', 'application/json')) === 200);
    return { loginMs, readyMs };
  } catch (error) {
    throw new Error(`npm start on port ${port}: ${(error as Error).message}\n${errors}`);
  } finally {
    // The whole group: npm and the server it started.
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/** A built checkout: what changed since the last build is built now, as `npm start` would. */
function ensureBuilt(): void {
  const script =
    "const { build, staleParts } = await import('./scripts/build.mjs'); process.exitCode = (await build(staleParts())) ? 0 : 1;";
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
}

export async function runStartBench(): Promise<StartBench> {
  ensureBuilt();
  // After the build, which loads the machine on its own: the figure is the starts'.
  const loadAverage = os.loadavg();
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'takeflow-bench-start-')), 'data');
  try {
    await startOnce(dataDir); // creates, migrates and seeds the data directory: a first start, not counted
    const runs: StartRun[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await startOnce(dataDir));
    return { runs, loadAverage };
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

export function startMarkdown(bench: StartBench): string {
  const login = median(bench.runs.map((run) => run.loginMs));
  const ready = median(bench.runs.map((run) => run.readyMs));
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  return [
    `\`npm start\` on a built checkout and a warm PGlite data directory, ${RUNS} starts; load average at start ${bench.loadAverage[0]?.toFixed(1) ?? '?'}.`,
    '',
    table(
      ['first answer', 'median ms', 'range ms', 'target'],
      [
        [
          'GET /login (index.html)',
          login,
          range(bench.runs.map((run) => run.loginMs)),
          `≤ ${TARGET_MS} ms ${login <= TARGET_MS ? 'ok' : '✗'}`,
        ],
        ['GET /readyz (database open)', ready, range(bench.runs.map((run) => run.readyMs)), '—'],
      ],
    ),
  ].join('\n');
}

if (require.main === module) {
  runStartBench()
    .then((bench) => console.log(startMarkdown(bench)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
