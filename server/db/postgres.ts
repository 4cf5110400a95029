import pg from 'pg';
import { pgTypes } from './pgTypes.cjs';
import type { Db, Queryable } from './port';
import { statementName } from './statementNames';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      // Parameterised statements are prepared once per connection and their plans reused.
      const name = params.length > 0 ? statementName(sql) : undefined;
      const result = await client.query<T>(
        name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] },
      );
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A pooled connection to a real PostgreSQL; several servers may share one database. */
export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  // A database that does not answer fails a request within 5 s (503) instead of holding it.
  const pool = new pg.Pool({ connectionString, max, types: pgTypes, connectionTimeoutMillis: 5_000 });
  // A broken idle connection must not take the process down; the next checkout reconnects.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
