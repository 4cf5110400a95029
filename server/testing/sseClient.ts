import http from 'node:http';
import { API_PATHS, HEADERS, type LiveEvent, type LiveEventType } from '../../contract';

export interface ReceivedEvent {
  id: string;
  event: LiveEvent;
}

/** A live-update stream read over a real socket, its events queued for the test to take in order. */
export interface SseClient {
  status: number;
  /** The next event (of `type`, skipping others when given); rejects after timeoutMs. */
  next(type?: LiveEventType, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** Body of a refused stream (status other than 200). */
  body(): string;
  close(): void;
}

/** Opens the stream at baseUrl with the bearer token; resolves once the status is known. */
export function openSse(
  baseUrl: string,
  accessToken: string | null,
  version: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const queue: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  let text = '';
  let buffer = '';
  let done = false;
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(API_PATHS.liveStream, baseUrl),
      {
        headers: {
          ...(accessToken === null ? {} : { authorization: `Bearer ${accessToken}` }),
          [HEADERS.webVersion]: version,
          accept: 'text/event-stream',
          ...headers,
        },
      },
      (response) => {
        let endedResolve!: () => void;
        const ended = new Promise<void>((done) => (endedResolve = done));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          buffer += chunk;
          let split: number;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line !== '' && !line.startsWith(':'))
                .map((line) => {
                  const at = line.indexOf(':');
                  return [line.slice(0, at), line.slice(at + 1).trimStart()];
                }),
            ) as Record<string, string>;
            if (fields.data !== undefined) queue.push({ id: fields.id ?? '', event: JSON.parse(fields.data) as LiveEvent });
          }
          for (const wake of waiters.splice(0)) wake();
        });
        const finish = () => {
          done = true;
          endedResolve();
          for (const wake of waiters.splice(0)) wake();
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
        resolve({
          status: response.statusCode ?? 0,
          ended,
          body: () => text,
          close: () => request.destroy(),
          async next(type, timeoutMs = 10_000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              while (queue.length > 0) {
                const item = queue.shift()!;
                if (type === undefined || item.event.type === type) return item;
              }
              if (done) throw new Error(`stream ended before ${type ?? 'an event'}`);
              const left = deadline - Date.now();
              if (left <= 0) throw new Error(`no ${type ?? 'event'} within ${timeoutMs} ms`);
              await new Promise<void>((wake) => {
                const timer = setTimeout(wake, left);
                waiters.push(() => {
                  clearTimeout(timer);
                  wake();
                });
              });
            }
          },
        });
      },
    );
    request.on('error', reject);
  });
}
