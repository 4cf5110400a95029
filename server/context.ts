import type { ServerKeys } from './auth/keys';
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
}
