import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { LiveLimits } from '../config';
import type { Db } from '../db/port';
import { inProcessBus, postgresBus, type LiveBus } from './bus';
import { createLiveHub, type LiveHub } from './hub';
import type { LiveNotice } from './notice';

/** The live-update side of a server: what request handlers publish to, and the streams it holds. */
export interface Live {
  /**
   * Tells every server (this one included) that something changed; call it after the change is
   * committed. Never rejects: a lost notice only delays the change until the client's next
   * resync or poll, it must not fail the write that caused it.
   */
  publish(notice: LiveNotice): Promise<void>;
  hub: LiveHub;
  close(): Promise<void>;
}

/** The bus a server uses by default: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
export function defaultBus(db: Db, databaseUrl: string | null, onGap: () => void): Promise<LiveBus> {
  return db.kind === 'postgres' && databaseUrl !== null ? postgresBus(databaseUrl, db, onGap) : Promise.resolve(inProcessBus());
}

export async function startLive(deps: {
  db: Db;
  clock: Clock;
  limits: LiveLimits;
  version: string;
  log: FastifyBaseLogger;
  bus: (onGap: () => void) => Promise<LiveBus>;
}): Promise<Live> {
  const hub = createLiveHub(deps);
  // Notices sent while the listening connection was down are lost: every client resyncs.
  const bus = await deps.bus(() => hub.closeAll());
  const unsubscribe = bus.subscribe((notice) => {
    hub.deliver(notice).catch((error: unknown) => deps.log.error({ err: error, notice: notice.t }, 'live notice not delivered'));
  });
  return {
    hub,
    async publish(notice) {
      try {
        await bus.publish(notice);
      } catch (error) {
        deps.log.error({ err: error, notice: notice.t }, 'live notice not published');
      }
    },
    async close() {
      unsubscribe();
      hub.stop();
      hub.closeAll();
      await bus.close();
    },
  };
}
