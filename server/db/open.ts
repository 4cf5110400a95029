import type { Config } from '../config';
import { openPglite } from './pglite';
import type { Db } from './port';
import { openPostgres } from './postgres';

/** DATABASE_URL selects PostgreSQL; without it the embedded PGlite lives in DATA_DIR. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, options: { onLost?: (error: Error) => void } = {}): Promise<Db> {
  return config.databaseUrl !== null ? openPostgres(config.databaseUrl) : openPglite(config.dataDir, options);
}
