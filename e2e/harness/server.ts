import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Set by globalSetup.ts for the specs it starts: the compiled server (plain JavaScript, no
 * TypeScript hook to load at each start) and a data dir already migrated and seeded with the
 * demo data, which a start copies instead of repeating the 16 migrations and the Argon2id hashes.
 */
export const COMPILED_SERVER_ENV = 'TAKEFLOW_E2E_SERVER';
export const SEEDED_TEMPLATE_ENV = 'TAKEFLOW_E2E_SEEDED_DIR';
/** The server's own lock (server/db/dataDir.ts): a copy belongs to no running server. */
const LOCK_FILE = 'takeflow-server.lock';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  /** Migrates and seeds an empty data dir at start instead of copying the seeded one. */
  fresh?: boolean;
}

/** The server's entry point: the compiled one when globalSetup prepared it. */
function serverCommand(): string[] {
  const compiled = process.env[COMPILED_SERVER_ENV];
  return compiled ? [compiled] : ['-r', '@swc-node/register', path.join(ROOT, 'server/main.ts')];
}

/**
 * The seeded data dir to copy, when this start would end up with the same content: the embedded
 * database with the demo data, in a data dir of the harness's own.
 */
function seededTemplate(options: StartOptions, env: NodeJS.ProcessEnv, dataDir: string): string | null {
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (!template || options.fresh || options.dataDir !== undefined) return null;
  if (env.SEED_DEMO !== 'true' || env.DATABASE_URL || env.DATA_DIR !== dataDir) return null;
  return existsSync(template) ? template : null;
}

/** Starts the real server (built SPA + API) on a free port with a fresh data dir. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'takeflow-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...options.env,
  };
  const template = seededTemplate(options, env, dataDir);
  if (template !== null) {
    cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== LOCK_FILE });
  }
  const child = spawn(process.execPath, serverCommand(), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/app-config.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}
