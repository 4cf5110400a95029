import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config';

/** The real server process, as `npm run serve` starts it, for tests that stop or kill it. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  lines: string[];
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts server/main.ts on the PGlite in dataDir, or on databaseUrl, and waits until it listens. */
export async function startServerProcess(options: {
  dataDir: string;
  databaseUrl?: string | null;
  env?: Record<string, string>;
  /** The server's file-descriptor limit (`ulimit -n`); the caller's own otherwise. */
  descriptorLimit?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(options.dataDir, 'no-dist'),
    SEED_DEMO: 'true',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const args = ['-r', '@swc-node/register', 'server/main.ts'];
  const [command, commandArgs] =
    options.descriptorLimit === undefined
      ? [process.execPath, args]
      : ['bash', ['-c', `ulimit -n ${options.descriptorLimit} && exec "$0" "$@"`, process.execPath, ...args]];
  const child = spawn(command, commandArgs, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  try {
    await untilAnswering(port, exited, lines);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, lines, waitForLine, exited };
}

/** Polls until the server answers (whatever its log level), it exits, or three minutes pass. */
async function untilAnswering(port: number, exited: Promise<unknown>, lines: string[]): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (const deadline = Date.now() + 180_000; ;) {
    if (gone) throw new Error(`server exited; log:\n${lines.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`server did not answer within 3 minutes; log:\n${lines.join('\n')}`);
    try {
      if ((await request(port, 'GET', '/app-config.json', '', {})).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Answer {
  status: number;
  body: string;
}

/** One HTTP request on a fresh connection; rejects when the connection breaks. */
export function request(
  port: number,
  method: string,
  url: string,
  body: string | Buffer,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      let data = '';
      res.on('data', (chunk: Buffer) => (data += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const postForm = (port: number, url: string, fields: Record<string, string>) =>
  request(port, 'POST', url, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

export const postJson = (port: number, url: string, accessToken: string, body: unknown) =>
  request(port, 'POST', url, JSON.stringify(body), { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` });

export { pgliteClusterState } from '../db/dataDir';
