import pg from 'pg';
import { LIVE_CHANNEL, parseNotice, splitNotice, type LiveNotice } from './notice';

/** How notices travel between the servers of one deployment. */
export interface LiveBus {
  /** Sends a notice to every server on the bus, this one included; resolves once sent. */
  publish(notice: LiveNotice): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(listener: (notice: LiveNotice) => void): () => void;
  close(): Promise<void>;
}

function listeners() {
  const set = new Set<(notice: LiveNotice) => void>();
  return {
    add(listener: (notice: LiveNotice) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(notice: LiveNotice) {
      for (const listener of set) listener(notice);
    },
  };
}

/** The embedded database serves one process: notices go straight to its listeners. */
export function inProcessBus(): LiveBus {
  const subscribers = listeners();
  return {
    async publish(notice) {
      // Delivered after the caller's own work, as a NOTIFY after COMMIT would be.
      for (const part of splitNotice(notice)) queueMicrotask(() => subscribers.emit(part));
    },
    subscribe: subscribers.add,
    async close() {},
  };
}

/** Time between attempts to re-open a lost LISTEN connection. */
const RELISTEN_DELAY_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per server listens (a pooled one would be
 * handed to other queries), and notices are published through the pool. A lost listening
 * connection is re-opened; notices sent meanwhile are lost, so streams of this server are
 * closed then (`onGap`) and their clients resync on reconnect.
 */
export async function postgresBus(
  connectionString: string,
  publisher: { query(sql: string, params: unknown[]): Promise<unknown> },
  onGap: () => void = () => undefined,
): Promise<LiveBus> {
  const subscribers = listeners();
  let closed = false;
  let client: pg.Client | null = null;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || message.payload === undefined) return;
      const notice = parseNotice(message.payload);
      if (notice !== null) subscribers.emit(notice);
    });
    next.on('error', () => {
      if (closed || client !== next) return;
      client = null;
      onGap();
      void next.end().catch(() => undefined);
      setTimeout(() => void relisten(), RELISTEN_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
  };
  const relisten = async (): Promise<void> => {
    if (closed) return;
    try {
      await listen();
    } catch {
      setTimeout(() => void relisten(), RELISTEN_DELAY_MS).unref();
    }
  };
  await listen();

  return {
    async publish(notice) {
      for (const part of splitNotice(notice)) {
        await publisher.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(part)]);
      }
    },
    subscribe: subscribers.add,
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
