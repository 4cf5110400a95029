import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/port';
import { openPostgres } from '../db/postgres';

export interface TestDb {
  db: Db;
  /** 'pglite' or the name of the throw-away PostgreSQL database. */
  label: string;
  /** PostgreSQL URL of this test database, or null on PGlite. */
  url: string | null;
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL named by
 * TEST_DATABASE_URL when set, else a PGlite in a temp directory.
 */
export function freshTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  return adminUrl ? freshPostgres(adminUrl) : freshPglite();
}

async function freshPostgres(adminUrl: string): Promise<TestDb> {
  const name = `takeflow_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 5);
  return {
    db,
    label: name,
    url: url.toString(),
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const freshPglite = async (): Promise<TestDb> => pgliteCopyOf(await pgliteTemplate());

/** A PGlite of its own in a temp directory: a copy of the cluster in `template`. */
export async function pgliteCopyOf(template: string): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-test-db-'));
  fs.cpSync(template, dir, { recursive: true });
  const db = await openPglite(dir);
  return {
    db,
    label: 'pglite',
    url: null,
    async dispose() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * initdb of PGlite takes seconds; an empty cluster made once and copied per test file takes a
 * fraction of that. Test files run in parallel workers, so creation is guarded by a lock dir.
 */
export async function pgliteTemplate(): Promise<string> {
  const manifest = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  const template = path.join(os.tmpdir(), `takeflow-pglite-template-${version}`);
  const lock = `${template}.lock`;
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(path.join(template, '.ready'))) {
    if (Date.now() > deadline) throw new Error(`PGlite template ${template} was not created in time`);
    try {
      fs.mkdirSync(lock);
    } catch {
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (stat !== undefined && Date.now() - stat.mtimeMs > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!fs.existsSync(path.join(template, '.ready'))) {
        const building = `${template}.building-${process.pid}`;
        fs.rmSync(building, { recursive: true, force: true });
        const cluster = await openPglite(building);
        await cluster.close();
        fs.writeFileSync(path.join(building, '.ready'), new Date().toISOString());
        fs.rmSync(template, { recursive: true, force: true });
        fs.renameSync(building, template);
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}
