import type { Options } from 'autocannon';
import { fire, type RunFigures } from './cannon';
import type { CpuProbe } from './cpu';
import { median } from './table';

/** Where the refresh tokens of a run come from: a pre-minted pool or a minter between runs. */
export type TokenSource = (count: number) => Promise<string[]>;

export interface ScenarioFigures {
  name: string;
  runs: (RunFigures & { cpu: number; dbCpu: number })[];
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  /** Cores the server process kept busy (CPU seconds per second), median of the runs. */
  cores: number;
  /** Cores a separate database process kept busy (PostgreSQL; 0 for PGlite and in-memory). */
  dbCores: number;
  /** Successful requests per CPU-second of the server process, median of the runs. */
  perVcpu: number;
  /** The same, counting the database's CPU-seconds too. */
  perVcpuWithDb: number;
}

export interface RunPlan {
  runs: number;
  seconds: number;
  warmupSeconds: number;
}

/** Warms up once, then runs `runs` times; every figure is the median over the runs. */
export async function measure(
  name: string,
  probe: CpuProbe,
  plan: RunPlan,
  options: (seconds: number, lastRps: number | null) => Promise<Options>,
): Promise<ScenarioFigures> {
  const warm = await fire(await options(plan.warmupSeconds, null));
  let lastRps: number | null = warm.rps;
  const runs: ScenarioFigures['runs'] = [];
  for (let i = 0; i < plan.runs; i += 1) {
    const prepared = await options(plan.seconds, lastRps);
    await settle(probe);
    const used = probe.start();
    const result = await fire(prepared);
    const { server, database } = used();
    runs.push({ ...result, cpu: server, dbCpu: database });
    lastRps = result.rps;
  }
  return {
    name,
    runs,
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    cores: median(runs.map((run) => run.cpu / run.seconds)),
    dbCores: median(runs.map((run) => run.dbCpu / run.seconds)),
    perVcpu: median(runs.map((run) => (run.cpu > 0 ? run.ok / run.cpu : 0))),
    perVcpuWithDb: median(runs.map((run) => (run.cpu + run.dbCpu > 0 ? run.ok / (run.cpu + run.dbCpu) : 0))),
  };
}

/**
 * Waits until the server is idle: autocannon drops the requests still in flight when a run
 * ends, but the server finishes them (a password hash cannot be cancelled), which would eat
 * into the next run.
 */
export async function settle(probe: CpuProbe, quietCores = 0.1, maxMs = 5_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const used = probe.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { server, database } = used();
    if ((server + database) / 0.3 <= quietCores || Date.now() > deadline) return;
  }
}

/** Enough tokens for a run at the last rate with room to spare; a first guess when unknown. */
export function poolSize(seconds: number, lastRps: number | null, firstGuess = 3000): number {
  return lastRps === null ? firstGuess : Math.ceil(lastRps * seconds * 1.5) + 500;
}
