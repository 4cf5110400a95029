import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../../e2e/harness/server';
import type { TokenSource } from './apiRuns';
import { processProbe, type CpuProbe } from './cpu';
import { benchConfig, mintRefreshTokens } from './refreshPool';

export type DbKind = 'PGlite' | 'PostgreSQL';

/**
 * The password grant counts an attempt as a failure until its password checks out, so ten
 * concurrent sign-ins of one account from one address look like guessing and meet the captcha
 * and the 429 limit. The bench raises those limits (the checks themselves still run) so it
 * measures sign-ins, not refusals.
 */
const BENCH_SIGN_IN_LIMITS = {
  SIGNIN_MAX_FAILURES_PER_USER: '1000',
  SIGNIN_MAX_FAILURES_PER_ADDRESS: '100000',
  SIGNIN_CAPTCHA_AFTER_FAILURES: '1000',
  SIGNIN_MAX_PER_MINUTE_PER_USER: '10000',
  SIGNIN_MAX_PER_MINUTE_PER_ADDRESS: '100000',
};

/** The static file of the latency scenario: 100 KB, about the size of a lazily loaded chunk. */
export const STATIC_FILE = '/bench-asset.js';

/** A static directory of its own, so the file-serving figure does not depend on a build. */
function benchStaticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'takeflow-bench-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  writeFileSync(path.join(dir, STATIC_FILE.slice(1)), `// ${'x'.repeat(100 * 1024)}\n`);
  return dir;
}

interface BenchServer {
  kind: DbKind;
  server: RunningServer;
  clientId: string;
  tokens: TokenSource;
  probe: CpuProbe;
  stop(): Promise<void>;
}

async function admin(adminUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** The settings that decide what a commit costs, for the report. */
export async function durability(adminUrl: string): Promise<string> {
  const rows = await admin(
    adminUrl,
    "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name",
  );
  const version = await admin(adminUrl, 'SHOW server_version');
  return `PostgreSQL ${String(version[0]?.server_version ?? '?')}, ${rows.map((row) => `${String(row.name)}=${String(row.setting)}`).join(', ')}`;
}

/** A fresh database on the bench's PostgreSQL: its URL, and drop() to remove it. */
export async function createBenchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** The postmaster of a local PostgreSQL: the parent of the backend serving this connection. */
export async function postmasterPid(adminUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Read while the backend is still alive: it exits with the connection.
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const stat = readFileSync(`/proc/${Number(rows[0]?.pid)}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // not on this machine: its CPU cannot be counted
  } finally {
    await client.end();
  }
}

/**
 * Our server on a fresh database. PGlite belongs to one process at a time, so its whole token
 * pool is minted before the server starts (`pglitePool` tokens, shared by all runs); on
 * PostgreSQL the bench mints between runs through its own connection, as many as a run needs.
 */
export async function startBenchServer(kind: DbKind, username: string, pglitePool: number, adminUrl?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-bench-db-'));
  if (kind === 'PostgreSQL' && !adminUrl) throw new Error('PostgreSQL needs an admin URL');
  const database = kind === 'PostgreSQL' && adminUrl ? await createBenchDatabase(adminUrl, 'takeflow_bench') : null;
  const databaseUrl = database?.url;
  const config = benchConfig({ dataDir, databaseUrl });
  const pool = await mintRefreshTokens(config, username, kind === 'PGlite' ? pglitePool : 1);
  const staticDir = benchStaticDir();
  const server = await startServer({
    dataDir,
    env: { ...BENCH_SIGN_IN_LIMITS, STATIC_DIR: staticDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  const tokens: TokenSource = async (count) => {
    // PGlite: the one shared pool; each request takes its token off it (see tokenRequests).
    return kind === 'PostgreSQL' ? mintRefreshTokens(config, username, count) : pool;
  };
  return {
    kind,
    server,
    clientId: config.clientId,
    tokens,
    probe: processProbe(server.process.pid ?? 0, adminUrl && kind === 'PostgreSQL' ? await postmasterPid(adminUrl) : undefined),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(staticDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
