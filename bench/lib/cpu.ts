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

/** A process and its direct children (a PostgreSQL postmaster and its backends and workers). */
export function treeCpuSeconds(pid: number): number {
  let total = cpuSeconds(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === pid) total += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  }
  return total;
}

/** CPU used so far by the server under test, and by its database when that is a separate process. */
export interface CpuProbe {
  server: () => number;
  database: () => number;
}

export function processProbe(pid: number, databasePid?: number): CpuProbe {
  return { server: () => cpuSeconds(pid), database: () => (databasePid ? treeCpuSeconds(databasePid) : 0) };
}
