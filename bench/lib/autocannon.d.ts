// The part of autocannon 8's API the benches use (the package ships no types).
declare module 'autocannon' {
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  namespace autocannon {
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      maxOverallRequests?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: (RawRequest & {
        setupRequest?: (request: RawRequest) => RawRequest;
        onResponse?: (status: number, body: string) => void;
      })[];
      /** Seconds to wait for an answer before counting a timeout (default 10). */
      timeout?: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  export = autocannon;
}
