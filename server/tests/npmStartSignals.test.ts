import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm start` as an operator stops it (README: one Ctrl+C, or SIGINT or SIGTERM to npm alone,
 * stops the server, and npm exits 0). npm runs the package's start script through `sh -c`, and
 * Debian's sh (dash) keeps itself between npm and node: a signal npm forwards reached the shell
 * only, and a Ctrl+C killed the shell, so npm reported 130. The script of this package.json runs
 * under a real npm, with a stand-in for scripts/start.mjs that stops as the server does on those
 * signals: it exits 0.
 */
jest.setTimeout(60_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const START_SCRIPT = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts
  .start;

const STAND_IN = `
import { writeFileSync } from 'node:fs';
writeFileSync('server.pid', String(process.pid));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => setTimeout(() => process.exit(0), 100));
setInterval(() => {}, 1000);
`;

let dir: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-npm-start-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.writeFileSync(path.join(dir, 'scripts', 'start.mjs'), STAND_IN);
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'start-signals', private: true, scripts: { start: START_SCRIPT } }),
  );
});
afterAll(() => {
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // That group has ended already.
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm start` in its own process group, as a terminal starts it; resolves once the server runs. */
async function npmStart() {
  fs.rmSync(path.join(dir, 'server.pid'), { force: true });
  const npm = spawn('npm', ['start', '--silent'], { cwd: dir, detached: true, stdio: 'ignore' });
  started.push(npm);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(path.join(dir, 'server.pid')) || fs.readFileSync(path.join(dir, 'server.pid'), 'utf8') === '') {
    if (Date.now() > deadline) throw new Error('npm start did not start the server');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const server = Number(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8'));
  return { npm, server, exited };
}

/** Whether the server is gone and how npm ended, or null if either is still running after 10 s. */
async function outcome(run: Awaited<ReturnType<typeof npmStart>>) {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000).unref());
  const exit = await Promise.race([run.exited, timeout]);
  return { npm: exit, serverRunning: alive(run.server) };
}

it.each([
  ['SIGINT to npm alone', (run: Awaited<ReturnType<typeof npmStart>>) => run.npm.kill('SIGINT')],
  ['SIGTERM to npm alone', (run: Awaited<ReturnType<typeof npmStart>>) => run.npm.kill('SIGTERM')],
  [
    'Ctrl+C (SIGINT to the whole process group)',
    (run: Awaited<ReturnType<typeof npmStart>>) => process.kill(-(run.npm.pid ?? 0), 'SIGINT'),
  ],
])('%s stops the server and npm exits 0', async (_case, send) => {
  const run = await npmStart();
  send(run);
  expect(await outcome(run)).toEqual({ npm: { code: 0, signal: null }, serverRunning: false });
});
