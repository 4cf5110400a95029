import type { ServerKeys } from './auth/keys';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/port';
import type { Live } from './live/live';

/** Everything request handling depends on; buildApp receives it, tests pass their own. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  keys: ServerKeys;
  /** A hash at the configured cost, checked for unknown usernames (constant-cost login). */
  dummyHash: () => Promise<string>;
  /** Live updates: publish what changed (server/live/notice.ts) and the streams this server holds. */
  live: Live;
}
