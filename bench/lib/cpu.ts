import { readFileSync, readdirSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process has gone
  }
}

/** CPU seconds (user + system, all threads) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}

/** CPU seconds of a process and of each of its direct children (a postmaster and its backends). */
function treeCpu(pid: number): Map<number, number> {
  const tree = new Map<number, number>([[pid, cpuSeconds(pid)]]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === pid) tree.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
  }
  return tree;
}

/**
 * CPU a process tree used between two snapshots: what each process still alive used since the
 * first (all of it for one started since). A process that exited in between (an idle pooled
 * connection closing) takes its last seconds along; it is left out rather than counted negative.
 */
export function treeDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** CPU the server under test (and its database, when that is a separate process) used during a run. */
export interface CpuProbe {
  start(): () => { server: number; database: number };
}

export function processProbe(pid: number, databasePid?: number): CpuProbe {
  return {
    start() {
      const server = cpuSeconds(pid);
      const database = databasePid ? treeCpu(databasePid) : new Map<number, number>();
      return () => ({
        server: cpuSeconds(pid) - server,
        database: databasePid ? treeDelta(database, treeCpu(databasePid)) : 0,
      });
    },
  };
}
