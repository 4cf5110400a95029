/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The one database port of the server; PGlite and node-postgres adapters implement it. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One advisory-lock key for every schema change and seed, so concurrent starts take turns. */
export const MIGRATION_LOCK_KEY = 720_460_311;

export async function one<T extends object>(q: Queryable, sql: string, params?: readonly unknown[]): Promise<T | null> {
  const rows = await q.query<T>(sql, params);
  return rows[0] ?? null;
}
