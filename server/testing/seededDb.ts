import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';
import { freshTestDb, pgliteCopyOf, pgliteTemplate, type TestDb } from './testDb';

/** Where the server project's global set-up left a PGlite migrated and seeded once (globalSetup.ts). */
export const SEEDED_PGLITE_ENV = 'TAKEFLOW_TEST_SEEDED_PGLITE';

/**
 * On PostgreSQL (TEST_DATABASE_URL) each file's database is made and seeded as before: there the
 * migrations and the seed take a fraction of PGlite's time, and a template copy measured no faster.
 */
const seededPglite = (): string | null => (process.env.TEST_DATABASE_URL?.trim() ? null : process.env[SEEDED_PGLITE_ENV] || null);

/**
 * A database for one test file, migrated and seeded with the demo data: on PGlite a copy of the
 * one the global set-up prepared (migrations and eleven Argon2id hashes once per run, not once
 * per file), else a fresh one for the caller's prepareDatabase().
 */
export function seededTestDb(): Promise<TestDb> {
  const seeded = seededPglite();
  return seeded !== null ? pgliteCopyOf(seeded) : freshTestDb();
}

/**
 * A DATA_DIR for the server as a child process (serverProcess.ts), as on an installation that
 * has run before: on PGlite it holds a copy of the seeded database, so the server's start finds
 * nothing to migrate or seed. Empty on PostgreSQL, or in a run without the set-up.
 */
export function seededDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const seeded = seededPglite();
  if (seeded !== null) fs.cpSync(seeded, dir, { recursive: true });
  return dir;
}

/**
 * Makes the copy source of seededTestDb() in a temp directory, closed cleanly so that every copy
 * opens without a recovery. Seeded dates are relative to now: it lives for one run only.
 */
export async function makeSeededPglite(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-test-seeded-'));
  fs.cpSync(await pgliteTemplate(), dir, { recursive: true });
  const db = await openPglite(dir);
  try {
    await prepareDatabase(db, { seedDemo: true });
  } finally {
    await db.close();
  }
  return dir;
}
