/**
 * `npm run bench:live`: 10,000 concurrent live-update streams on one server process on loopback.
 * The server runs in this process (PGlite in a temp dir, or the empty PostgreSQL database named
 * by DATABASE_URL); the streams are opened by client
 * processes. Reports the memory each stream costs the server and the time from an action's
 * request to its counts.changed event arriving on every stream (p50/p99 over all deliveries).
 * Bounded: gives up after BENCH_LIVE_TIMEOUT_S (default 300) seconds.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, HEADERS, type TokenResponse } from '../contract';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { prepareDatabase } from '../server/db/prepare';
import { openPglite } from '../server/db/pglite';
import type { Db } from '../server/db/port';
import { openPostgres } from '../server/db/postgres';
import { DEMO_PASSWORD } from '../server/db/seedData';
import { quantile } from './lib/quantile';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 4);
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 20);
const TIMEOUT_S = Number(process.env.BENCH_LIVE_TIMEOUT_S ?? 300);
const VERSION = '9.9.9';
const USER = 'creator@acme.test';

const now = () => performance.timeOrigin + performance.now();
const rssMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 2 ** 20;
};
const message = <T>(child: ChildProcess, kind: string) =>
  new Promise<T>((resolve) => {
    const on = (m: { kind: string }) => {
      if (m.kind === kind) {
        child.off('message', on);
        resolve(m as T);
      }
    };
    child.on('message', on);
  });

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench:live gave up after ${TIMEOUT_S} s\n`);
    process.exit(2);
  }, TIMEOUT_S * 1000);
  watchdog.unref();

  // DATABASE_URL: an empty PostgreSQL database (its pool serves the opens in parallel); else PGlite.
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-bench-live-'));
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? undefined,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    APP_VERSION: VERSION,
    // One user holds every stream here; the cap is for real browsers.
    LIVE_MAX_STREAMS_PER_USER: String(STREAMS + 100),
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    IDLE_TIMEOUT_MINUTES: '120',
  });
  const db: Db = databaseUrl !== null ? await openPostgres(databaseUrl, 20) : await openPglite(dataDir);
  const clients: ChildProcess[] = [];
  try {
    await prepareDatabase(db, { seedDemo: true });
    const { app } = await buildApp({ config, db });
    const port = 9000 + Math.floor(Math.random() * 1000);
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const login = (
      await app.inject({
        method: 'POST',
        url: API_PATHS.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: USER,
          password: DEMO_PASSWORD,
          client_id: config.clientId,
        }).toString(),
      })
    ).json<TokenResponse>();
    const member = login.additionalDetails.CustomerUserDetails!.customerUserId;
    const [program] = await db.query<{ id: number }>(
      'SELECT program_id AS id FROM program_recipients WHERE customer_user_id = $1 ORDER BY 1 LIMIT 1',
      [member],
    );

    await new Promise((resolve) => setTimeout(resolve, 1000));
    rssMb();
    const before = rssMb();
    const started = now();
    for (let i = 0; i < CLIENTS; i++) {
      const child = fork(path.join(__dirname, 'lib', 'liveClient.ts'), [], { execArgv: ['-r', '@swc-node/register'] });
      clients.push(child);
      const count = Math.floor(STREAMS / CLIENTS) + (i < STREAMS % CLIENTS ? 1 : 0);
      child.send({ url: `${base}${API_PATHS.liveStream}`, token: login.access_token, version: VERSION, count });
    }
    const readies = await Promise.all(
      clients.map((c) => message<{ ready: number; failed: number; retried: number; reasons: Record<string, number> }>(c, 'ready')),
    );
    const opened = readies.reduce((sum, r) => sum + r.ready, 0);
    const failed = readies.reduce((sum, r) => sum + r.failed, 0);
    const retried = readies.reduce((sum, r) => sum + r.retried, 0);
    const reasons: Record<string, number> = {};
    for (const r of readies) for (const [reason, n] of Object.entries(r.reasons)) reasons[reason] = (reasons[reason] ?? 0) + n;
    const openSeconds = (now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = rssMb();

    const sentAt: number[] = [];
    for (let n = 0; n < EVENTS; n++) {
      // Back to not viewed without an event, so the action below changes the counts each time.
      await db.query('UPDATE program_recipients SET viewed_at = NULL WHERE customer_user_id = $1 AND program_id = $2', [
        member,
        program!.id,
      ]);
      sentAt.push(now());
      const answer = await fetch(`${base}${API_PATHS.markProgramViewed}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.access_token}`, [HEADERS.webVersion]: VERSION, 'content-type': 'application/json' },
        body: JSON.stringify({ clientRequest: { programId: program!.id } }),
      });
      if (answer.status !== 200) throw new Error(`action answered ${answer.status}`);
      // Spaced out, so each event is measured on its own rather than queued behind the last.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const c of clients) c.send({ kind: 'report' });
    const reports = await Promise.all(clients.map((c) => message<{ arrivals: number[][] }>(c, 'arrivals')));
    const latencies: number[] = [];
    let delivered = 0;
    for (const { arrivals } of reports) {
      arrivals.forEach((times, n) => {
        for (const at of times) latencies.push(at - sentAt[n]!);
        delivered += times.length;
      });
    }
    latencies.sort((a, b) => a - b);
    const lines = [
      `bench:live — ${STREAMS} streams requested, ${opened} open (${failed} failed) on one server process (${db.kind}), ${CLIENTS} client processes, loopback`,
      `  opened in ${openSeconds.toFixed(1)} s; ${retried} retries (first-attempt failures: ${JSON.stringify(reasons)})`,
      `  server RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB: ${(((after - before) * 1024) / Math.max(opened, 1)).toFixed(1)} KB per stream`,
      `  ${EVENTS} actions (mark a program viewed), ${delivered} of ${opened * EVENTS} counts.changed deliveries`,
      `  action request → event on a stream: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const c of clients) c.send({ kind: 'stop' });
    await app.close();
    if (delivered < opened * EVENTS || opened < STREAMS) process.exitCode = 1;
  } finally {
    for (const c of clients) if (c.exitCode === null) c.kill();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:live failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
