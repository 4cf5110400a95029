// `npm run bench:api`: throughput and latency of the token endpoint and two service calls on
// loopback with autocannon, on PGlite and on PostgreSQL, with node-oidc-provider's refresh grant
// measured in the same run as the peer. Every figure is the median of several runs.
import os from 'node:os';
import { API_PATHS } from '../contract';
import { measure, type RunPlan, type ScenarioFigures } from './lib/apiRuns';
import { PASSWORD_CONNECTIONS, passwordGrant, refreshGrant, serviceCall, staticUnderSignIns } from './lib/apiScenarios';
import { STATIC_FILE, createBenchDatabase, durability, postmasterPid, startBenchServer, type DbKind } from './lib/benchServer';
import type { RunFigures } from './lib/cannon';
import { settle } from './lib/apiRuns';
import { processProbe } from './lib/cpu';
import { startPeer } from './lib/peer';
import { openPostgres } from './lib/postgres';
import { BENCH_USER } from './lib/routes';
import { table } from './lib/table';

/** 3 × 8 s per call keeps the whole `npm run bench` within 10 minutes on 2 vCPUs. */
const PLAN: RunPlan = { runs: 3, seconds: Number(process.env.BENCH_SECONDS ?? 8), warmupSeconds: 2 };
/** PGlite's pool is minted up front: enough for this many refreshes per second of the plan. */
const PGLITE_POOL_RATE = 2_500;
/** Keycloak's published sizing (keycloak.org, "Concepts for sizing CPU and memory resources"). */
const KEYCLOAK = { refreshPerVcpu: 120, passwordPerVcpu: 15 };

/** Static-file latency alone and during eight concurrent sign-ins, with those sign-ins' rate. */
interface StaticFigures {
  alone: RunFigures;
  during: RunFigures;
  signIns: RunFigures;
}

interface ApiReport {
  plan: RunPlan;
  vcpus: number;
  loadAverage: string;
  ours: { kind: DbKind; scenarios: ScenarioFigures[]; statics: StaticFigures }[];
  /** node-oidc-provider with its tokens in the same PostgreSQL: the fair peer (absent without one). */
  peerPostgres: ScenarioFigures | null;
  /** node-oidc-provider in memory: the ceiling. */
  peer: ScenarioFigures;
  notes: string[];
}

async function benchOurs(kind: DbKind, adminUrl?: string): Promise<{ scenarios: ScenarioFigures[]; statics: StaticFigures }> {
  const pglitePool = (PLAN.runs * PLAN.seconds + PLAN.warmupSeconds) * PGLITE_POOL_RATE;
  const bench = await startBenchServer(kind, BENCH_USER, pglitePool, adminUrl);
  try {
    const { url } = bench.server;
    const pid = bench.probe;
    const { clientId } = bench;
    const label = (name: string) => `${name} (${kind})`;
    console.info(`  ${kind}: server up at ${url}`);
    const scenarios = [
      await measure(label('refresh grant'), pid, PLAN, refreshGrant(`${url}${API_PATHS.token}`, clientId, bench.tokens)),
      await measure(
        label('getMenuNotificationCount'),
        pid,
        PLAN,
        serviceCall(url, clientId, BENCH_USER, API_PATHS.getMenuNotificationCount, (s) => ({ customerUserId: s.customerUserId })),
      ),
      await measure(
        label('getCustomerProfiles'),
        pid,
        PLAN,
        serviceCall(url, clientId, BENCH_USER, API_PATHS.getCustomerProfiles, () => ({})),
      ),
      await measure(label('password grant'), pid, PLAN, passwordGrant(url, clientId, BENCH_USER)),
    ];
    await settle(pid);
    const statics = await staticUnderSignIns(url, clientId, BENCH_USER, STATIC_FILE, PLAN.seconds);
    return { scenarios, statics };
  } finally {
    await bench.stop();
  }
}

/** node-oidc-provider's refresh grant, in memory or (adminUrl) on a fresh database of that PostgreSQL. */
async function benchPeer(adminUrl?: string): Promise<ScenarioFigures> {
  const database = adminUrl ? await createBenchDatabase(adminUrl, 'oidc_bench') : null;
  try {
    const peer = await startPeer(database?.url);
    try {
      const probe = processProbe(peer.pid, adminUrl ? await postmasterPid(adminUrl) : undefined);
      const name = `refresh grant (node-oidc-provider, ${database ? 'PostgreSQL' : 'in memory'})`;
      return await measure(name, probe, PLAN, refreshGrant(`${peer.url}/token`, peer.clientId, peer.tokens));
    } finally {
      await peer.stop();
    }
  } finally {
    await database?.drop();
  }
}

export async function runApiBench(): Promise<ApiReport> {
  const loadAverage = os.loadavg()[0]?.toFixed(1) ?? '?';
  const notes: string[] = [];
  const ours: ApiReport['ours'] = [];
  let peerPostgres: ScenarioFigures | null = null;
  console.info('API bench: PGlite');
  ours.push({ kind: 'PGlite', ...(await benchOurs('PGlite')) });
  const postgres = openPostgres();
  if (postgres === null) {
    notes.push('PostgreSQL skipped: neither TEST_DATABASE_URL nor scripts/pg-throwaway.sh is available.');
  } else {
    try {
      console.info('API bench: PostgreSQL');
      notes.push(`PostgreSQL: ${await durability(postgres.adminUrl)}; the database runs on this same machine.`);
      ours.push({ kind: 'PostgreSQL', ...(await benchOurs('PostgreSQL', postgres.adminUrl)) });
      console.info('API bench: node-oidc-provider on PostgreSQL');
      peerPostgres = await benchPeer(postgres.adminUrl);
    } finally {
      postgres.stop();
    }
  }
  console.info('API bench: node-oidc-provider in memory');
  const peer = await benchPeer();
  return { plan: PLAN, vcpus: os.availableParallelism(), loadAverage, ours, peerPostgres, peer, notes };
}

const f0 = (value: number) => value.toFixed(0);
const f1 = (value: number) => value.toFixed(1);

export function apiMarkdown(report: ApiReport): string {
  const all = [...report.ours.flatMap((db) => db.scenarios), ...(report.peerPostgres ? [report.peerPostgres] : []), report.peer];
  const rows = all.map((s) => [
    s.name,
    f1(s.rps),
    f0(s.p50),
    f0(s.p99),
    s.ok,
    s.failed,
    f1(s.cores),
    f1(s.dbCores),
    f1(s.perVcpu),
    f1(s.perVcpuWithDb),
  ]);
  const refresh = report.ours.map((db) => ({ kind: db.kind, figures: db.scenarios.find((s) => s.name.startsWith('refresh grant')) }));
  const password = report.ours.map((db) => ({ kind: db.kind, figures: db.scenarios.find((s) => s.name.startsWith('password grant')) }));
  const { runs, seconds } = report.plan;
  return [
    `autocannon on loopback, 10 connections, median of ${runs} × ${seconds} s after a ${report.plan.warmupSeconds} s warm-up (password grant: ${PASSWORD_CONNECTIONS} connections, ${runs} runs of a fixed count of sign-ins sized to about ${seconds} s, so no hash is abandoned mid-way); ${report.vcpus} vCPUs; only 2xx answers count as throughput; load average at start ${report.loadAverage}.`,
    '',
    table(
      ['call', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx/errors', 'server cores', 'DB cores', 'per server vCPU', 'per vCPU incl. DB'],
      rows,
    ),
    '',
    ...refresh.map(({ kind, figures }) =>
      figures && report.peerPostgres && kind === 'PostgreSQL'
        ? `- refresh grant on PostgreSQL: ${(figures.rps / report.peerPostgres.rps).toFixed(2)}× node-oidc-provider on the same PostgreSQL (${f1(figures.rps)} vs ${f1(report.peerPostgres.rps)} req/s; target ≥ 1.5×)`
        : '',
    ),
    ...refresh.map(({ kind, figures }) =>
      figures
        ? `- refresh grant on ${kind}: ${(figures.rps / report.peer.rps).toFixed(2)}× node-oidc-provider in memory, the ceiling (${f1(figures.rps)} vs ${f1(report.peer.rps)} req/s)`
        : '',
    ),
    ...refresh.map(({ kind, figures }) =>
      figures
        ? `- refresh grant per vCPU on ${kind}: ${f1(figures.perVcpu)} req/s per server vCPU, ${f1(figures.perVcpuWithDb)} counting the database, ${f1(figures.rps / report.vcpus)} as req/s ÷ ${report.vcpus} vCPUs of the machine; Keycloak sizes ${KEYCLOAK.refreshPerVcpu}`
        : '',
    ),
    ...password.map(({ kind, figures }) =>
      figures
        ? `- password grant per vCPU on ${kind}: ${f1(figures.perVcpu)} req/s per server vCPU, ${f1(figures.perVcpuWithDb)} counting the database, ${f1(figures.rps / report.vcpus)} as req/s ÷ ${report.vcpus} vCPUs; Keycloak sizes ${KEYCLOAK.passwordPerVcpu}`
        : '',
    ),
    '- How vCPUs are counted: the server is one Node process (its main thread, libuv’s pool and the password-hashing threads where Argon2id runs), so “per server vCPU” = 2xx answers ÷ CPU-seconds that process used during the run (user + system, all threads, from /proc/<pid>/stat); this is how Keycloak sizes its own CPU, with the database sized separately. “incl. DB” adds the CPU-seconds of the PostgreSQL postmaster and its backends; PGlite runs inside the server process, so it is already counted.',
    ...all
      .filter((s) => s.failed > 0)
      .map((s) => `- WARNING: ${s.name} had ${s.failed} non-2xx answers or errors; its figures count only the 2xx ones.`),
    ...report.ours.map(
      ({ kind, statics }) =>
        `- static file (100 KB) on ${kind}: p99 ${f0(statics.alone.p99)} ms alone, ${f0(statics.during.p99)} ms during ${PASSWORD_CONNECTIONS} concurrent sign-ins (p50 ${f0(statics.during.p50)} ms; the sign-ins ran at ${f1(statics.signIns.rps)}/s; target p99 < 100 ms)`,
    ),
    ...report.notes.map((note) => `- ${note}`),
  ]
    .filter((line) => line !== '')
    .join('\n');
}

if (require.main === module) {
  runApiBench()
    .then((report) => console.log(`\n${apiMarkdown(report)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
