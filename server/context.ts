import type { ServerKeys } from './auth/keys';
import type { Background } from './background';
import type { Mailer } from './email/mailer';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/port';
import type { Live } from './live/live';

/** Everything request handling depends on; buildApp receives it, tests pass their own. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** When this server started (its clock): the refresh reuse window never ends before startedAt + window. */
  startedAt: Date;
  keys: ServerKeys;
  /** A hash at the configured cost, checked for unknown usernames (constant-cost login). */
  dummyHash: () => Promise<string>;
  /** Sends email by SMTP, or keeps it in the database outbox. */
  mailer: Mailer;
  /** Work that finishes after the answer (mail delivery). */
  background: Background;
  /** Live updates: publish what changed (server/live/notice.ts) and the streams this server holds. */
  live: Live;
  /**
   * The processing queue, where this server has one (server/media/processing): a stored footage
   * or file upload is sent to it. Without one, items wait as 'queued' for a worker's sweep.
   */
  media?: {
    enqueue(key: string): Promise<void>;
    /** Sends a program's version to the render queue (server/media/render); without it, a worker's sweep does. */
    enqueueRender?(job: { programId: number; version: number }): Promise<void>;
  };
}
