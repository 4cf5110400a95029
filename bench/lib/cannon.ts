import autocannon, { type Options } from 'autocannon';

export interface RunFigures {
  /** 2xx answers per second (the rest are not counted as throughput). */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  seconds: number;
}

/** One autocannon run on loopback; only successful answers count towards throughput. */
export async function fire(options: Options): Promise<RunFigures> {
  const result = await autocannon({ connections: 10, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed,
    seconds: result.duration,
  };
}

/**
 * Takes each request's token off the pool, so none is ever presented twice (a reused refresh
 * token is refused by design) and what a run leaves stays for the next; maxOverallRequests
 * ends the run before the pool runs dry.
 */
export function tokenRequests(pool: string[], body: (token: string) => string): Pick<Options, 'requests' | 'maxOverallRequests'> {
  return {
    maxOverallRequests: pool.length,
    requests: [{ setupRequest: (request) => ({ ...request, body: body(pool.shift() ?? 'exhausted') }) }],
  };
}
