import type { Db, Queryable } from '../db/port';

/**
 * Counts the statements a piece of server work sends to the database: each query, and each
 * transaction as its statements plus BEGIN and COMMIT (or ROLLBACK). Round trips, not rows.
 */
export function countStatements(db: Db): { readonly count: number; restore(): void } {
  let count = 0;
  const counting = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      count += 1;
      return q.query(sql, params);
    },
    exec: (sql) => {
      count += 1;
      return q.exec(sql);
    },
  });
  const { query, exec, transaction } = db;
  const outer = counting({ query: query.bind(db), exec: exec.bind(db) });
  const inner: Db['transaction'] = transaction.bind(db);
  Object.assign(db, {
    query: outer.query,
    exec: outer.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      count += 2;
      return inner((tx) => fn(counting(tx)));
    },
  });
  return {
    get count() {
      return count;
    },
    restore: () => Object.assign(db, { query, exec, transaction }),
  };
}
