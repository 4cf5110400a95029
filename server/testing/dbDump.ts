import type { Queryable } from '../db/port';

export type Dump = Record<string, string[]>;

/**
 * Every row of every table of the public schema, ordered by primary key, each row as JSON:
 * two dumps are equal exactly when nothing was written in between. Tables named in `except`
 * are left out (append-only logs a test accounts for by itself).
 */
export async function dumpDatabase(db: Queryable, except: readonly string[] = []): Promise<Dump> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const dump: Dump = {};
  for (const { table_name: table } of tables) {
    if (except.includes(table)) continue;
    const keys = await db.query<{ column_name: string }>(
      `SELECT a.attname AS column_name
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = $1::regclass AND i.indisprimary
        ORDER BY array_position(i.indkey::int2[], a.attnum)`,
      [`public.${table}`],
    );
    if (keys.length === 0) throw new Error(`table ${table} has no primary key to order by`);
    const order = keys.map((key) => `"${key.column_name}"`).join(', ');
    const rows = await db.query<{ row: unknown }>(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY ${order}`);
    dump[table] = rows.map((row) => JSON.stringify(row.row));
  }
  return dump;
}

/** The rows of `table` present in `after` but not in `before`, parsed. */
export function addedRows<T>(before: Dump, after: Dump, table: string): T[] {
  const seen = new Set(before[table] ?? []);
  return (after[table] ?? []).filter((row) => !seen.has(row)).map((row) => JSON.parse(row) as T);
}
