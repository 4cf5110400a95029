import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './port';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL in dataDir. PGlite runs one statement at a time, so its transactions are
 * serialised; it fsyncs by default (no relaxedDurability), so a committed write survives a crash.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
