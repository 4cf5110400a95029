// `npm run bench:forgot`: "Forgot password" answers alike for known and unknown accounts, timing
// included (no account enumeration). On loopback, one request at a time in a shuffled order, it
// times the answer for accounts that exist (the link is created and mailed after the answer) and
// for addresses nobody uses, and compares the difference of their medians with the spread of
// random relabellings of the same answers (a permutation test: the noise floor). Bounded: COUNT
// of each, 3 minutes. PGlite by default; with DATABASE_URL (an admin URL), a fresh PostgreSQL
// database on it.
import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '../contract';
import { startServer } from '../e2e/harness/server';
import { prepareDatabase } from '../server/db/prepare';
import { openDb } from '../server/db/open';
import { createBenchDatabase } from './lib/benchServer';
import { benchConfig } from './lib/refreshPool';
import { median, table } from './lib/table';
import { quantile } from './lib/quantile';

const COUNT = Number(process.env.BENCH_FORGOT_COUNT ?? 200);
const WARMUP = 20;
const TIME_LIMIT_MS = 3 * 60_000;

const knownAccount = (i: number) => `known-${i}@bench.test`;
const unknownAccount = (i: number) => `unknown-${i}@bench.test`;

/**
 * The reset limits (3 per account, 20 per client address in the window) stay on: every request
 * names its own account and, through X-Forwarded-For behind TRUST_PROXY=1, its own address.
 */
const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function prepare(dataDir: string, databaseUrl?: string): Promise<void> {
  const db = await openDb(benchConfig({ dataDir, databaseUrl }));
  try {
    await prepareDatabase(db, { seedDemo: true });
    const [template] = await db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'creator@acme.test'");
    if (template === undefined) throw new Error('No demo account creator@acme.test');
    await db.transaction(async (tx) => {
      for (let i = 0; i < COUNT + WARMUP; i += 1) {
        await tx.query('INSERT INTO users (uuid, username, display_name, password_hash) VALUES ($1, $2, $3, $4)', [
          crypto.randomUUID(),
          knownAccount(i),
          `Known ${i}`,
          template.password_hash,
        ]);
      }
    });
  } finally {
    await db.close();
  }
}

async function outboxCount(dataDir: string, databaseUrl?: string): Promise<number> {
  const db = await openDb(benchConfig({ dataDir, databaseUrl }));
  try {
    const [row] = await db.query<{ n: string }>("SELECT count(*) AS n FROM email_outbox WHERE template = 'passwordReset'");
    return Number(row?.n ?? 0);
  } finally {
    await db.close();
  }
}

async function forgot(url: string, account: string, address: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${API_PATHS.forgotPassword}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ clientRequest: { username: account, language: 'en' } }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${account}: HTTP ${response.status}`);
  return elapsed;
}

/**
 * How far apart two medians land by chance: the known and unknown answers pooled and split at
 * random PERMUTATIONS times. A difference inside the 95th percentile is noise; p is the share of
 * random splits at least as far apart as the real one.
 */
const PERMUTATIONS = 2000;
function permutationTest(known: number[], unknown: number[]): { observed: number; noise95: number; p: number } {
  const observed = median(known) - median(unknown);
  const pooled = [...known, ...unknown];
  const spreads: number[] = [];
  for (let i = 0; i < PERMUTATIONS; i += 1) {
    const mixed = shuffled(pooled);
    spreads.push(Math.abs(median(mixed.slice(0, known.length)) - median(mixed.slice(known.length))));
  }
  const p = spreads.filter((spread) => spread >= Math.abs(observed)).length / PERMUTATIONS;
  return { observed, noise95: quantile(spreads, 0.95), p };
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = crypto.randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-bench-forgot-'));
  const adminUrl = process.env.DATABASE_URL || undefined;
  const database = adminUrl ? await createBenchDatabase(adminUrl, 'takeflow_forgot') : null;
  const databaseUrl = database?.url;
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    await prepare(dataDir, databaseUrl);
    const server = await startServer({
      dataDir,
      env: { TRUST_PROXY: '1', SMTP_URL: '', DATABASE_URL: databaseUrl ?? '' },
    });
    const times = { known: [] as number[], unknown: [] as number[] };
    try {
      let next = 0;
      for (let i = 0; i < WARMUP; i += 1) {
        await forgot(server.url, i % 2 === 0 ? knownAccount(COUNT + i) : unknownAccount(COUNT + i), clientAddress(next++));
      }
      const plan = shuffled([
        ...Array.from({ length: COUNT }, (_, i) => ({ kind: 'known' as const, account: knownAccount(i) })),
        ...Array.from({ length: COUNT }, (_, i) => ({ kind: 'unknown' as const, account: unknownAccount(i) })),
      ]);
      const deadline = Date.now() + TIME_LIMIT_MS;
      for (const step of plan) {
        if (Date.now() > deadline) throw new Error('The bench ran past its time limit');
        times[step.kind].push(await forgot(server.url, step.account, clientAddress(next++)));
      }
      // Let the mail sent after the last answers reach the outbox before the server stops.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await server.stop();
    }
    const mailed = await outboxCount(dataDir, databaseUrl);
    const row = (name: string, values: number[]) => [
      name,
      values.length,
      median(values).toFixed(2),
      quantile(values, 0.95).toFixed(2),
      (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2),
    ];
    const { observed, noise95, p } = permutationTest(times.known, times.unknown);
    console.info(`\nForgot password on loopback (${kind}, outbox delivery), ${COUNT} of each, one at a time, shuffled\n`);
    console.info(
      table(['account', 'requests', 'median ms', 'p95 ms', 'mean ms'], [row('known', times.known), row('unknown', times.unknown)]),
    );
    console.info(
      `\nmedian difference (known - unknown): ${observed.toFixed(2)} ms; noise: 95% of random relabellings of the same ` +
        `${2 * COUNT} answers differ by up to ${noise95.toFixed(2)} ms (permutation p = ${p.toFixed(2)}); ` +
        (Math.abs(observed) <= noise95 ? 'within the noise' : 'OUTSIDE the noise'),
    );
    console.info(`reset emails in the outbox: ${mailed} (expected ${COUNT + WARMUP / 2})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
