// `npm run test:load`: 200 connections for 30 s of mixed refresh grants, menu counts and
// customer profiles against the real server on loopback, on PGlite and (when PostgreSQL is
// available) on PostgreSQL. `npm run test:load -- --ci`: 50 connections for 8 s. It passes with
// zero errors, zero 5xx and server RSS growth within MEMORY_BOUND_MB once the server has settled
// and collected its garbage (before: after a warm-up; after: after the run).
import { API_PATHS } from '../contract';
import { settle } from './lib/apiRuns';
import { signInApi } from './lib/apiScenarios';
import { startBenchServer, type DbKind } from './lib/benchServer';
import { collectedRssMb, fireMix, preloadGcHook, sampleRss, serverErrors, type MixFigures } from './lib/loadMix';
import { openPostgres } from './lib/postgres';
import { BENCH_USER } from './lib/routes';
import { table } from './lib/table';

const args = process.argv.slice(2);
const CI = args.includes('--ci');
const PLAN = CI ? { connections: 50, seconds: 8, warmupSeconds: 3 } : { connections: 200, seconds: 30, warmupSeconds: 5 };
/** Allowed growth of the server's resident memory from before the run to after it has settled. */
const MEMORY_BOUND_MB = 64;
/** Quiet time after the run (and its garbage collection) before memory is read again. */
const SETTLE_MS = 5_000;

interface Outcome {
  kind: DbKind;
  mix: MixFigures;
  rss: { before: number; peak: number; after: number };
  failures: string[];
}

async function loadOne(kind: DbKind, adminUrl?: string): Promise<Outcome> {
  const poolSize = PLAN.connections * 3;
  const bench = await startBenchServer(kind, BENCH_USER, poolSize, adminUrl);
  try {
    const pid = bench.server.process.pid ?? 0;
    const pool = await bench.tokens(poolSize);
    const session = await signInApi(bench.server.url, bench.clientId, BENCH_USER);
    const input = { url: bench.server.url, clientId: bench.clientId, ...session, pool };
    console.info(`  ${kind}: warming up with ${PLAN.connections} connections for ${PLAN.warmupSeconds} s`);
    await fireMix({ ...input, connections: PLAN.connections, seconds: PLAN.warmupSeconds });
    await settle(bench.probe);
    const before = await collectedRssMb(pid);
    console.info(`  ${kind}: ${PLAN.connections} connections for ${PLAN.seconds} s`);
    const sampler = sampleRss(pid);
    const mix = await fireMix({ ...input, connections: PLAN.connections, seconds: PLAN.seconds });
    const peak = sampler.stop();
    await settle(bench.probe);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rss = { before, peak, after: await collectedRssMb(pid) };
    const { result } = mix;
    const failures = [
      result.errors > 0 && `${result.errors} connection errors`,
      result.timeouts > 0 && `${result.timeouts} timeouts`,
      result.non2xx > 0 && `${result.non2xx} non-2xx answers`,
      serverErrors(result) > 0 && `${serverErrors(result)} 5xx answers`,
      mix.unusable > 0 && `${mix.unusable} unusable 200 answers`,
      mix.starved > 0 && `${mix.starved} refreshes found the token pool empty`,
      rss.after - rss.before > MEMORY_BOUND_MB && `RSS grew ${(rss.after - rss.before).toFixed(1)} MB (bound ${MEMORY_BOUND_MB} MB)`,
      result['2xx'] === 0 && 'no successful answer at all',
    ].filter((failure): failure is string => typeof failure === 'string');
    return { kind, mix, rss, failures };
  } finally {
    await bench.stop();
  }
}

function report(outcomes: Outcome[]): string {
  const rows = outcomes.map(({ kind, mix: { result, answers }, rss }) => [
    kind,
    String(result.requests.total),
    Object.entries(answers)
      .map(
        ([name, byStatus]) =>
          `${name} ${Object.entries(byStatus)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
      )
      .join('; '),
    (result['2xx'] / result.duration).toFixed(1),
    `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`,
    `${result.errors} / ${result.timeouts} / ${result.non2xx} / ${serverErrors(result)}`,
    `${rss.before.toFixed(1)} / ${rss.peak.toFixed(1)} / ${rss.after.toFixed(1)} (${(rss.after - rss.before).toFixed(1)})`,
  ]);
  return table(
    [
      'database',
      'requests',
      'answers by kind',
      'req/s (2xx)',
      'latency ms p50 / p99 / max',
      'errors / timeouts / non-2xx / 5xx',
      'server RSS MB before / peak / after (growth)',
    ],
    rows,
  );
}

async function main(): Promise<void> {
  preloadGcHook();
  console.info(
    `Load test: ${PLAN.connections} connections × ${PLAN.seconds} s, mixed ${API_PATHS.token} (refresh), getMenuNotificationCount, getCustomerProfiles`,
  );
  const outcomes: Outcome[] = [await loadOne('PGlite')];
  const postgres = openPostgres();
  if (postgres) {
    try {
      outcomes.push(await loadOne('PostgreSQL', postgres.adminUrl));
    } finally {
      postgres.stop();
    }
  } else {
    console.info('  PostgreSQL: not available (no scripts/pg-throwaway.sh cluster and no TEST_DATABASE_URL), skipped');
  }
  console.info(
    `\n${report(outcomes)}\nMemory bound: RSS growth ≤ ${MEMORY_BOUND_MB} MB, both read after a settle (${SETTLE_MS / 1000} s) and a full garbage collection in every server thread.`,
  );
  const failed = outcomes.flatMap((outcome) => outcome.failures.map((failure) => `${outcome.kind}: ${failure}`));
  if (failed.length > 0) {
    console.error(`\nLOAD TEST FAILED:\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
  console.info('\nLoad test passed: zero errors, zero 5xx, memory within bound.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
