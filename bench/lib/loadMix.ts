import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { API_PATHS } from '../../contract';

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/**
 * Lets the load test collect garbage in the server on demand: a preload that turns SIGUSR2 into
 * a full collection in every thread (bench/lib/gcOnSignal.cjs). Call before starting the server.
 */
export function preloadGcHook(): void {
  const hook = path.join(__dirname, 'gcOnSignal.cjs');
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --expose-gc --require ${hook}`.trim();
}

/** RSS in MiB once the server has collected its garbage (main thread and workers). */
export async function collectedRssMb(pid: number): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return rssMb(pid);
}

/** Samples a process's RSS every 250 ms until stopped; returns the peak. */
export function sampleRss(pid: number): { stop: () => number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  return { stop: () => (clearInterval(timer), peak) };
}

export interface MixFigures {
  result: Result;
  /** Answers per request kind, by HTTP status. */
  answers: Record<string, Record<string, number>>;
  /** 200 answers whose body was not what a client can use (no token, envelope not Ok). */
  unusable: number;
  /** Refresh requests that found the token pool empty (sent a token that cannot work). */
  starved: number;
}

interface MixInput {
  url: string;
  clientId: string;
  accessToken: string;
  customerUserId: number;
  /** Refresh tokens never presented yet; each answer's new token joins it. */
  pool: string[];
  connections: number;
  seconds: number;
}

/**
 * Each connection cycles through a refresh grant, the menu counts and the customer profiles.
 * Refresh tokens are single-use: every refresh request takes a fresh one off the pool, and the
 * token it is answered with (fresh too, never presented) goes back onto it.
 */
export async function fireMix(input: MixInput): Promise<MixFigures> {
  const answers: MixFigures['answers'] = {};
  let unusable = 0;
  let starved = 0;
  const count = (kind: string, status: number) => {
    const byStatus = (answers[kind] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
  const json = { 'content-type': 'application/json', authorization: `Bearer ${input.accessToken}` };
  const refreshForm = (token: string) =>
    new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: input.clientId }).toString();
  const service = (kind: string, path: string, clientRequest: object): NonNullable<Options['requests']>[number] => ({
    method: 'POST',
    path,
    headers: json,
    body: JSON.stringify({ clientRequest }),
    onResponse: (status, body) => {
      count(kind, status);
      if (status === 200 && !body.includes('"status":"Ok"')) unusable += 1;
    },
  });
  const result = await autocannon({
    url: input.url,
    connections: input.connections,
    duration: input.seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: API_PATHS.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (request) => {
          const token = input.pool.shift();
          if (token === undefined) starved += 1;
          return { ...request, body: refreshForm(token ?? 'pool-ran-dry') };
        },
        onResponse: (status, body) => {
          count('refresh grant', status);
          if (status !== 200) return;
          try {
            input.pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
          } catch {
            unusable += 1;
          }
        },
      },
      service('getMenuNotificationCount', API_PATHS.getMenuNotificationCount, { customerUserId: input.customerUserId }),
      service('getCustomerProfiles', API_PATHS.getCustomerProfiles, {}),
    ],
  });
  return { result, answers, unusable, starved };
}

/** Answers with a 5xx status, over all request kinds. */
export const serverErrors = (result: Result) =>
  Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, stats]) => sum + stats.count, 0);
