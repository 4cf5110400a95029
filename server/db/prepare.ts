import { migrate } from './migrate';
import type { Db } from './port';
import { seedDemo } from './seed';

/**
 * Brings a database up to date: pending migrations, then the demo data when asked for. When
 * either wrote anything, it refreshes the planner's statistics: a new table or a fresh load
 * has none until autovacuum's thresholds (50 rows and 10%) are crossed, and without them
 * PostgreSQL plans the hot statements for guessed row counts (server/README.md, Performance).
 */
export async function prepareDatabase(db: Db, options: { seedDemo: boolean }): Promise<{ migrated: string[]; seeded: boolean }> {
  const migrated = await migrate(db);
  const seeded = options.seedDemo && (await seedDemo(db));
  if (migrated.length > 0 || seeded) await db.exec('ANALYZE');
  return { migrated, seeded };
}
