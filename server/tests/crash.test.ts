import fs from 'node:fs';
import { DEMO_PASSWORD } from '../db/seedData';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/port';
import { readMigrations } from '../db/migrate';
import { passwordGrant, prepareRound, refreshGrant, runLoad, type PasswordUser, type RefreshChain } from '../testing/crashLoad';
import { pgliteClusterState, startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { seededDataDir } from '../testing/seededDb';
import { freshTestDb, type TestDb } from '../testing/testDb';

/**
 * SIGKILL in the middle of password changes and refresh rotations, then a restart on the same
 * data: every acknowledged write is there, a write in flight is there entirely or not at all,
 * and every login session is consistent. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 * CRASH_ROUNDS (default 2) and CRASH_LOAD_MS (default 1500) make a longer run.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
const LOAD_MS = Number(process.env.CRASH_LOAD_MS ?? 1500);
const MIN_ACKS = 20;
const CHAINS = 12;
const CHAIN_USER = 'viewer@acme.test';
jest.setTimeout(120_000 + ROUNDS * 120_000);

let dataDir: string;
let pg: TestDb | null = null;
let server: ServerProcess | null = null;
beforeAll(async () => {
  dataDir = seededDataDir('takeflow-crash-');
  if (process.env.TEST_DATABASE_URL) pg = await freshTestDb();
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await pg?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = () =>
  startServerProcess({
    dataDir,
    databaseUrl: pg?.url,
    // The checks' own failed logins must not be limited. The reuse window is off: a rotation in
    // flight at the kill must show as a spent token, not be answered as a retry (the window has
    // its own tests in refreshReuse.test.ts).
    env: {
      REFRESH_REUSE_WINDOW_SECONDS: '0',
      LOG_LEVEL: 'warn',
      SIGNIN_MAX_FAILURES_PER_ADDRESS: '100000',
      SIGNIN_CAPTCHA_AFTER_FAILURES: '1000',
      SIGNIN_MAX_FAILURES_PER_USER: '1000',
      SIGNIN_MAX_PER_MINUTE_PER_USER: '10000',
      SIGNIN_MAX_PER_MINUTE_PER_ADDRESS: '100000',
    },
  }).then((started) => (server = started));

const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  for (const deadline = Date.now() + timeoutMs; !condition() && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
};

/** An acknowledged change must hold; one in flight may hold, and then the new password is the only one. */
async function checkPassword(port: number, user: PasswordUser): Promise<boolean> {
  const works = async (password: string) => (await passwordGrant(port, user.username, password)).status === 200;
  const inFlightCommitted = !(await works(user.current));
  if (!inFlightCommitted) {
    if (user.pending !== null) expect(await works(user.pending)).toBe(false);
  } else {
    expect({ user: user.username, lostAcknowledgedChange: user.pending === null }).toEqual({
      user: user.username,
      lostAcknowledgedChange: false,
    });
    expect(await works(user.pending ?? '')).toBe(true);
    user.current = user.pending as string;
  }
  user.pending = null;
  // The change and the end of the other sessions are one transaction; the changing session lives on.
  const other = await refreshGrant(port, user.otherDevice ?? '');
  expect(other.status).toBe(user.current === user.passwordAtRoundStart ? 200 : 400);
  expect((await refreshGrant(port, user.session?.refresh_token ?? '')).status).toBe(200);
  return inFlightCommitted;
}

/** The newest acknowledged token works exactly once; it may be spent only by a rotation in flight. */
async function checkChain(port: number, chain: RefreshChain): Promise<boolean> {
  const answer = await refreshGrant(port, chain.current);
  const inFlightCommitted = answer.status !== 200;
  if (answer.status === 200) {
    expect((await refreshGrant(port, chain.current)).status).toBe(400);
    // That reuse ended the login session: its newest token is refused too.
    expect((await refreshGrant(port, (JSON.parse(answer.body) as { refresh_token: string }).refresh_token)).status).toBe(400);
  } else {
    expect({ refusedWithoutRotationInFlight: !chain.inFlight }).toEqual({ refusedWithoutRotationInFlight: false });
  }
  const predecessor = chain.used.at(-1);
  if (predecessor !== undefined) expect((await refreshGrant(port, predecessor)).status).toBe(400);
  return inFlightCommitted;
}

/** Invariants over the whole database after the last round, read with the server stopped. */
async function checkStoredState(db: Db): Promise<void> {
  const families = await db.query<{
    id: string;
    revoked: boolean;
    expired: boolean;
    tokens: number;
    unused: number;
    unused_not_newest: number;
  }>(
    `SELECT f.id, f.revoked_at IS NOT NULL AS revoked, f.expires_at < now() AS expired, count(t.id)::int AS tokens,
            count(t.id) FILTER (WHERE t.used_at IS NULL)::int AS unused,
            count(t.id) FILTER (WHERE t.used_at IS NULL AND t.id <> (SELECT max(id) FROM refresh_tokens WHERE family_id = f.id))::int AS unused_not_newest
       FROM refresh_families f LEFT JOIN refresh_tokens t ON t.family_id = f.id GROUP BY f.id`,
  );
  expect(families.length).toBeGreaterThan(CHAINS);
  for (const family of families) {
    expect({ family: family.id, tokens: family.tokens > 0, unusedNotNewest: family.unused_not_newest }).toEqual({
      family: family.id,
      tokens: true,
      unusedNotNewest: 0,
    });
    expect(family.unused).toBeLessThanOrEqual(1);
    if (!family.revoked && !family.expired) expect(family.unused).toBe(1);
  }
  const hashes = await db.query<{ username: string; password_hash: string }>('SELECT username, password_hash FROM users');
  for (const row of hashes) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
  const applied = await db.query('SELECT version FROM schema_migrations');
  expect(applied).toHaveLength(readMigrations().length);
}

it('keeps every acknowledged write and a consistent state through SIGKILLs under write load', async () => {
  const users: PasswordUser[] = ['admin@acme.test', 'manager@acme.test', 'creator@globex.test', 'vendor@cutline.test'].map((username) => ({
    username,
    current: DEMO_PASSWORD,
    pending: null,
    session: null,
    otherDevice: null,
    passwordAtRoundStart: DEMO_PASSWORD,
    acks: 0,
  }));
  let running = await start();
  const report: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const chains = await prepareRound(running.port, users, CHAIN_USER, CHAINS);
    const acksBefore = users.reduce((sum, user) => sum + user.acks, 0);
    let killed = false;
    const began = Date.now();
    const load = runLoad(running.port, users, chains, round, () => killed);
    const acks = () => users.reduce((sum, user) => sum + user.acks, 0) - acksBefore + chains.reduce((sum, chain) => sum + chain.acks, 0);
    // Both kinds of write must be acknowledged before the kill: a password change (two Argon2id
    // hashes) takes longer than a rotation, so the count alone could be rotations only.
    const changeAcks = () => users.reduce((sum, user) => sum + user.acks, 0) - acksBefore;
    await waitFor(() => Date.now() - began >= LOAD_MS && acks() >= MIN_ACKS && changeAcks() >= users.length, 60_000);
    running.child.kill('SIGKILL');
    killed = true;
    await load;
    const inFlight = chains.filter((chain) => chain.inFlight).length + users.filter((user) => user.pending !== null).length;
    expect(await running.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // PGlite was not shut down: the restart has to recover from its write-ahead log.
    if (pg === null) expect(pgliteClusterState(dataDir)).toBe('in production');

    running = await start();
    let committed = 0;
    for (const user of users) if (await checkPassword(running.port, user)) committed += 1;
    for (const chain of chains) if (await checkChain(running.port, chain)) committed += 1;
    const changes = users.reduce((sum, user) => sum + user.acks, 0) - acksBefore;
    const rotations = chains.reduce((sum, chain) => sum + chain.acks, 0);
    report.push(
      `round ${round}: ${changes} password changes and ${rotations} rotations acknowledged and found, ${inFlight} in flight at the kill (${committed} of them committed, the rest not at all)`,
    );
  }
  running.child.kill('SIGTERM');
  expect(await running.exited).toEqual({ code: 0, signal: null });
  const db = pg?.db ?? (await openPglite(dataDir));
  try {
    await checkStoredState(db);
  } finally {
    if (pg === null) await db.close();
  }
  process.stdout.write(`crash (${pg === null ? 'PGlite' : 'PostgreSQL'}): ${report.join('; ')}\n`);
});
