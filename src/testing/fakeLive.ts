import type { Leadership, LiveStreamPort, StreamEnd, StreamedEvent } from '../platform/deps';

interface Connection {
  headers: Record<string, string>;
  send(event: StreamedEvent): void;
  end(how: StreamEnd): void;
}

/**
 * A live-update server the test drives: each open() is a connection it can send events to and
 * end; `refuse` makes the next connections fail with a status (503: the stream is unavailable).
 */
export function fakeLiveServer() {
  const open = new Set<Connection>();
  const opened: Connection[] = [];
  let refuse: number | null = null;
  let sequence = 0;
  const port: LiveStreamPort = {
    open({ headers, signal }, onEvent) {
      if (refuse !== null) return Promise.resolve({ kind: 'refused', status: refuse });
      return new Promise<StreamEnd>((resolve) => {
        const connection: Connection = {
          headers,
          send: onEvent,
          end(how) {
            open.delete(connection);
            resolve(how);
          },
        };
        open.add(connection);
        opened.push(connection);
        signal.addEventListener('abort', () => connection.end({ kind: 'closed' }));
      });
    },
  };
  return {
    port,
    opened,
    get openCount() {
      return open.size;
    },
    /** Sends a typed event (JSON data) on every open connection. */
    emit(data: { type: string }) {
      const event = { id: `test-${++sequence}`, type: data.type, data: JSON.stringify(data) };
      for (const connection of [...open]) connection.send(event);
    },
    /** The server drops every open connection. */
    dropAll(how: StreamEnd = { kind: 'network' }) {
      for (const connection of [...open]) connection.end(how);
    },
    refuseWith(status: number | null) {
      refuse = status;
    },
  };
}

/** Web Locks shared by several fake tabs: one holder per name, the next waiter takes over on release. */
export function fakeLocks() {
  const holders = new Map<string, object>();
  const waiting = new Map<string, { tab: object; grant: () => void }[]>();
  const grantNext = (name: string) => {
    const next = waiting.get(name)?.shift();
    if (next) next.grant();
  };
  return {
    holder: (name: string) => holders.get(name) ?? null,
    tab(): Leadership & { id: object; close(): void } {
      const id = {};
      const releases = new Set<() => void>();
      return {
        id,
        acquire(name, signal) {
          return new Promise((resolve, reject) => {
            const grant = () => {
              holders.set(name, id);
              let released = false;
              const release = () => {
                if (released) return;
                released = true;
                releases.delete(release);
                holders.delete(name);
                grantNext(name);
              };
              releases.add(release);
              if (signal.aborted) release();
              else resolve(release);
            };
            if (!holders.has(name)) return grant();
            const entry = { tab: id, grant };
            waiting.set(name, [...(waiting.get(name) ?? []), entry]);
            signal.addEventListener('abort', () => {
              waiting.set(
                name,
                (waiting.get(name) ?? []).filter((e) => e !== entry),
              );
              reject(new DOMException('Aborted', 'AbortError'));
            });
          });
        },
        /** The tab closes: the browser releases every lock it held. */
        close() {
          for (const release of [...releases]) release();
        },
      };
    },
  };
}
