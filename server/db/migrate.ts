import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATION_LOCK_KEY, type Db, type Queryable } from './port';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

interface Migration {
  version: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{3,}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name), 'utf8');
      return { version: name.replace(/\.sql$/, ''), sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') };
    });
}

/** The newest migration applied to the database; null before the first. */
export async function latestAppliedMigration(q: Queryable): Promise<string | null> {
  const rows = await q.query<{ version: string }>('SELECT max(version) AS version FROM schema_migrations');
  return rows[0]?.version ?? null;
}

/**
 * Applies pending migrations in order, all inside one transaction that first takes an advisory
 * lock, so two servers starting together against one PostgreSQL never both apply a migration.
 * An applied migration whose file has since changed stops the start: history is append-only.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Map(
      (await tx.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations')).map((row) => [
        row.version,
        row.checksum,
      ]),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.version} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [migration.version, migration.checksum]);
      done.push(migration.version);
    }
    return done;
  });
}
