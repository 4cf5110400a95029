/**
 * One client process of `npm run bench:live`: opens `count` live-update streams to the server
 * and reports, for each counts.changed event, when each stream received it (wall-clock ms with
 * sub-millisecond precision, comparable across processes on one machine).
 */
import http from 'node:http';

interface Start {
  url: string;
  token: string;
  version: string;
  count: number;
}

const now = () => performance.timeOrigin + performance.now();

process.once('message', (start: Start) => {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  let ready = 0;
  let failed = 0;
  let retried = 0;
  /** Why first attempts failed: an HTTP status or a socket error code, with how often. */
  const reasons: Record<string, number> = {};
  /** arrivals[n] = receipt times of the n-th counts.changed event, one per stream. */
  const arrivals: number[][] = [];
  /** Like a browser's stream, a refused open is tried again after a pause (at most RETRIES times). */
  const RETRIES = 3;
  const openWithRetry = async (): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      const reason = await open();
      if (reason === null) return;
      if (attempt === 0) reasons[reason] = (reasons[reason] ?? 0) + 1;
      if (attempt === RETRIES) {
        failed += 1;
        return;
      }
      retried += 1;
      await new Promise((wait) => setTimeout(wait, 250 * 2 ** attempt));
    }
  };
  /** Resolves null once the stream is ready, or the reason it failed. */
  const open = (): Promise<string | null> =>
    new Promise((resolve) => {
      let seen = 0;
      let readySeen = false;
      const request = http.get(
        start.url,
        { agent, headers: { authorization: `Bearer ${start.token}`, 'web-version': start.version, accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            return resolve(`HTTP ${response.statusCode}`);
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            const at = now();
            for (const match of chunk.matchAll(/^event: (\S+)$/gm)) {
              if (match[1] === 'stream.ready' && !readySeen) {
                readySeen = true;
                ready += 1;
                resolve(null);
              } else if (match[1] === 'counts.changed') {
                (arrivals[seen] ??= []).push(at);
                seen += 1;
              }
            }
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });

  void (async () => {
    const BATCH = 250;
    for (let opened = 0; opened < start.count; opened += BATCH) {
      await Promise.all(Array.from({ length: Math.min(BATCH, start.count - opened) }, openWithRetry));
    }
    process.send?.({ kind: 'ready', ready, failed, retried, reasons });
  })();

  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'report') process.send?.({ kind: 'arrivals', arrivals });
    if (message.kind === 'stop') process.exit(0);
  });
});
