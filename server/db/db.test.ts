import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDb, type TestDb } from '../testing/testDb';
import { START_TIMEOUT_MS } from '../testing/testApp';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate';
import { openPostgres } from './postgres';
import type { Db } from './port';
import { prepareDatabase } from './prepare';
import { seedDemo } from './seed';
import { isTransientDbError } from './transient';
import { DEMO_CUSTOMERS, DEMO_USERS } from './seedData';

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await freshTestDb();
  db = testDb.db;
}, START_TIMEOUT_MS);
afterAll(() => testDb?.dispose(), START_TIMEOUT_MS);

describe('preparing a database', () => {
  it('gives the planner statistics once it has migrated and seeded, and leaves them alone when nothing changed', async () => {
    const fresh = await freshTestDb();
    try {
      const planned = async () => {
        const [row] = await fresh.db.query<{ planned: number; actual: number }>(
          "SELECT reltuples::int AS planned, (SELECT count(*)::int FROM customer_users) AS actual FROM pg_class WHERE relname = 'customer_users'",
        );
        return row;
      };
      const first = await prepareDatabase(fresh.db, { seedDemo: true });
      expect(first.migrated).toEqual(readMigrations().map((m) => m.version));
      expect(first.seeded).toBe(true);
      const rows = await planned();
      expect(rows?.actual).toBeGreaterThan(10);
      expect(rows?.planned).toBe(rows?.actual);
      const scripts = jest.spyOn(fresh.db, 'exec');
      expect(await prepareDatabase(fresh.db, { seedDemo: true })).toEqual({ migrated: [], seeded: false });
      expect(scripts).not.toHaveBeenCalled();
    } finally {
      await fresh.dispose();
    }
  });
});

describe('migrations', () => {
  it('apply in order once, recorded in schema_migrations; a second start applies nothing', async () => {
    const all = readMigrations().map((m) => m.version);
    expect(all).toEqual([...all].sort());
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(all);
  });

  it('refuse to start when an applied migration was edited', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-migrations-'));
    try {
      for (const name of fs.readdirSync(MIGRATIONS_DIR)) fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
      fs.appendFileSync(path.join(dir, '001_schema.sql'), '\n-- edited\n');
      await expect(migrate(db, dir)).rejects.toThrow('Migration 001_schema was changed after it was applied');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('roll back a failing migration completely', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-migrations-'));
    try {
      for (const name of fs.readdirSync(MIGRATIONS_DIR)) fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
      fs.writeFileSync(path.join(dir, '900_good.sql'), 'CREATE TABLE probe_good (id int);');
      fs.writeFileSync(path.join(dir, '901_bad.sql'), 'CREATE TABLE probe_bad (id int); SELECT no_such_function();');
      await expect(migrate(db, dir)).rejects.toThrow(/no_such_function/);
      const tables = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name IN ('probe_good', 'probe_bad')");
      expect(tables).toEqual([]);
      expect(await db.query("SELECT 1 FROM schema_migrations WHERE version LIKE '90%'")).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo seed', () => {
  it('loads once; later starts leave the data alone', async () => {
    expect(await seedDemo(db)).toBe(true);
    expect(await seedDemo(db)).toBe(false);
    const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(users?.n).toBe(DEMO_USERS.length);
    const customers = await db.query<{ id: number; name: string }>('SELECT id, name FROM customers ORDER BY id');
    expect(customers).toEqual(DEMO_CUSTOMERS.map((c) => ({ id: c.id, name: c.name })));
    // New organisations continue after the fixed demo ids.
    const [next] = await db.query<{ id: number }>("INSERT INTO customers (name) VALUES ('Next Co') RETURNING id");
    expect(next?.id).toBe(DEMO_CUSTOMERS.length + 1);
  });
});

describe('database port', () => {
  it('commits a transaction, or rolls all of it back when it throws', async () => {
    await db.exec('CREATE TABLE port_probe (id int PRIMARY KEY, at timestamptz)');
    const at = new Date('2026-03-02T09:00:00.123Z');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO port_probe VALUES ($1, $2)', [1, at]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO port_probe VALUES ($1, $2)', [2, at]);
        await tx.query('INSERT INTO port_probe VALUES ($1, $2)', [1, at]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id, at FROM port_probe')).toEqual([{ id: 1, at }]);
  });

  it('runs a statement sent while a transaction is open after it, never inside it', async () => {
    await db.exec('CREATE TABLE port_isolation (id int PRIMARY KEY)');
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('INSERT INTO port_isolation VALUES ($1)', [1]);
      inserted();
      await released;
      throw new Error('rolled back on purpose');
    });
    await insertedYet;
    const counted = db.query<{ n: number }>('SELECT count(*) AS n FROM port_isolation WHERE id > $1', [0]);
    release();
    await expect(rolledBack).rejects.toThrow('rolled back on purpose');
    expect(await counted).toEqual([{ n: 0 }]);
  });

  it('answers many statements sent at once each with its own result or error', async () => {
    const divisors = Array.from({ length: 200 }, (_, i) => i % 7);
    const answers = await Promise.allSettled(divisors.map((d) => db.query<{ n: number }>('SELECT 700 / $1::int AS n', [d])));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as { code?: string }).code))).toEqual(
      divisors.map((d) => (d === 0 ? '22012' : [{ n: Math.trunc(700 / d) }])),
    );
  });

  it('reports a statement sent with a parameter it does not use as a bug, not an outage', async () => {
    const error: unknown = await db.query('SELECT $1::int AS one', [1, 2]).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ code: '08P01' });
    expect(isTransientDbError(error)).toBe(false);
    expect(isTransientDbError({ code: '08006' })).toBe(true);
  });

  it('returns counts and ids as numbers', async () => {
    expect(await db.query('SELECT count(*) AS n, 2::int AS i, 3::bigint AS b')).toEqual([{ n: 1, i: 2, b: 3 }]);
  });
});

// Advisory locks exist only on PostgreSQL: this suite is registered for the PostgreSQL pass of CI
// (TEST_DATABASE_URL) and is absent, not skipped, on PGlite.
if (process.env.TEST_DATABASE_URL?.trim())
  describe('concurrent starts on one PostgreSQL', () => {
    it('migrate and seed once when two servers start together', async () => {
      const other = await freshTestDb();
      try {
        const second = await openPostgres(other.url ?? '', 2);
        try {
          const [a, b] = await Promise.all([migrate(other.db), migrate(second)]);
          expect([...a, ...b].sort()).toEqual(readMigrations().map((m) => m.version));
          const seeded = await Promise.all([seedDemo(other.db), seedDemo(second)]);
          expect(seeded.filter(Boolean)).toHaveLength(1);
        } finally {
          await second.close();
        }
      } finally {
        await other.dispose();
      }
    });
  });
