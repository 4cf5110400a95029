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
  /** arrivals[n] = receipt times of the n-th counts.changed event, one per stream. */
  const arrivals: number[][] = [];
  const open = (): Promise<void> =>
    new Promise((resolve) => {
      let seen = 0;
      let readySeen = false;
      const request = http.get(
        start.url,
        { agent, headers: { authorization: `Bearer ${start.token}`, 'web-version': start.version, accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            failed += 1;
            response.resume();
            return resolve();
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            const at = now();
            for (const match of chunk.matchAll(/^event: (\S+)$/gm)) {
              if (match[1] === 'stream.ready' && !readySeen) {
                readySeen = true;
                ready += 1;
                resolve();
              } else if (match[1] === 'counts.changed') {
                (arrivals[seen] ??= []).push(at);
                seen += 1;
              }
            }
          });
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
    });

  void (async () => {
    const BATCH = 250;
    for (let opened = 0; opened < start.count; opened += BATCH) {
      await Promise.all(Array.from({ length: Math.min(BATCH, start.count - opened) }, open));
    }
    process.send?.({ kind: 'ready', ready, failed });
  })();

  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'report') process.send?.({ kind: 'arrivals', arrivals });
    if (message.kind === 'stop') process.exit(0);
  });
});
