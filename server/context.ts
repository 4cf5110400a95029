import type { ServerKeys } from './auth/keys';
import type { Background } from './background';
import type { Mailer } from './email/mailer';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/port';

/** Everything request handling depends on; buildApp receives it, tests pass their own. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  keys: ServerKeys;
  /** A hash at the configured cost, checked for unknown usernames (constant-cost login). */
  dummyHash: () => Promise<string>;
  /** Sends email by SMTP, or keeps it in the database outbox. */
  mailer: Mailer;
  /** Work that finishes after the answer (mail delivery). */
  background: Background;
}
