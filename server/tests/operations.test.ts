import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { API_PATHS, ROLE, type TokenResponse } from '../../contract';
import { createSupport } from '../admin/createSupport';
import { buildApp } from '../app';
import { HSTS } from '../web/headers';
import { JWKS_PATH } from '../auth/jwksRoutes';
import { migrate } from '../db/migrate';
import type { Db } from '../db/port';
import { DEMO_PASSWORD } from '../db/seedData';
import { seededDataDir } from '../testing/seededDb';
import { freshTestDb, type TestDb } from '../testing/testDb';
import { START_TIMEOUT_MS, appForFile, testConfig } from '../testing/testApp';
import { request, startServerProcess } from '../testing/serverProcess';

/** Health probes, the public keys, HSTS, and a production database with its first administrator. */
const t = appForFile();

const get = (url: string) => t.inject({ method: 'GET', url });

describe('health', () => {
  it('answers /healthz and /readyz with 200 and a small JSON body, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready while a migration is missing or the database does not answer', async () => {
    const [last] = await t.ctx.db.query<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    await t.ctx.db.query('DELETE FROM schema_migrations WHERE version = $1', [last!.version]);
    try {
      expect((await get('/readyz')).statusCode).toBe(503);
      expect((await get('/readyz')).json()).toEqual({ status: 'unavailable', reason: 'migrations pending' });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await t.ctx.db.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [last!.version, last!.checksum]);
    }
    // The server starts on a working database (it reads its keys and secrets), which then stops answering.
    let answering = true;
    const down: Db = {
      ...t.ctx.db,
      query: (sql, params) => (answering ? t.ctx.db.query(sql, params) : Promise.reject(new Error('connection refused'))),
    };
    const { app } = await buildApp({ config: t.config, db: down, keys: t.ctx.keys });
    answering = false;
    try {
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', reason: 'database unavailable' });
    } finally {
      await app.close();
    }
  });
});

describe('health of the data directory', () => {
  const appWith = async (env: Record<string, string>) => (await buildApp({ config: testConfig(env), db: t.ctx.db, keys: t.ctx.keys })).app;

  it('is not ready while the data directory’s file system has less room than READY_MIN_FREE_MB', async () => {
    const free = fs.statfsSync(t.config.dataDir);
    const moreThanFree = String(Math.ceil((free.bavail * free.bsize) / 1024 / 1024) + 1024);
    const full = await appWith({ DATA_DIR: t.config.dataDir, READY_MIN_FREE_MB: moreThanFree });
    const roomy = await appWith({ DATA_DIR: t.config.dataDir, READY_MIN_FREE_MB: '1' });
    try {
      const answer = await full.inject({ method: 'GET', url: '/readyz' });
      expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'unavailable', reason: 'disk full' }]);
      expect((await full.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await roomy.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await full.close();
      await roomy.close();
    }
  });

  it('is not ready while the data directory cannot be written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-ready-'));
    const app = await appWith({ DATA_DIR: dataDir });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // Gone and replaced by a file: nothing can be written under it (as root, too).
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.writeFileSync(dataDir, '');
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'unavailable', reason: 'data directory not writable' }]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { force: true });
    }
  });
});

describe('health of the descriptor table', () => {
  it(
    'is not ready while connections hold more than READY_MAX_DESCRIPTOR_PERCENT of the limit, and ready once they close',
    async () => {
      const dataDir = seededDataDir('takeflow-fds-');
      // 1,024 descriptors (starting needs more than 256), 50 %: 600 idle connections pass the threshold.
      const server = await startServerProcess({
        dataDir,
        descriptorLimit: 1024,
        env: { READY_MAX_DESCRIPTOR_PERCENT: '50', LOG_LEVEL: 'warn' },
      });
      const sockets: net.Socket[] = [];
      const readyUntil = async (status: number) => {
        let answer = await request(server.port, 'GET', '/readyz', '', {});
        for (const deadline = Date.now() + 10_000; answer.status !== status && Date.now() < deadline;) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answer = await request(server.port, 'GET', '/readyz', '', {});
        }
        return answer;
      };
      try {
        expect((await readyUntil(200)).status).toBe(200);
        for (let i = 0; i < 600; i++) {
          const socket = net.connect(server.port, '127.0.0.1');
          await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
          sockets.push(socket);
        }
        const exhausted = await readyUntil(503);
        expect([exhausted.status, JSON.parse(exhausted.body)]).toEqual([
          503,
          { status: 'unavailable', reason: 'descriptors nearly exhausted' },
        ]);
        expect((await request(server.port, 'GET', '/healthz', '', {})).status).toBe(200);
        for (const socket of sockets.splice(0)) socket.destroy();
        const ready = await readyUntil(200);
        expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: 'ok' }]);
      } finally {
        for (const socket of sockets) socket.destroy();
        server.child.kill('SIGKILL');
        await server.exited;
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS + 60_000,
  );
});

describe('public keys', () => {
  it('serves the key whose kid every access token names, and a service verifies tokens with it alone', async () => {
    const session = await t.login('manager@acme.test');
    const answer = await get(JWKS_PATH);
    expect(answer.statusCode).toBe(200);
    const jwks = answer.json<{ keys: { kid: string; d?: string }[] }>();
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    expect(jwks.keys.map((key) => key.kid)).toContain(header.kid);
    for (const key of jwks.keys) expect(key.d).toBeUndefined();
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks as never), {
      issuer: 'takeflow',
      audience: t.config.clientId,
      currentDate: t.clock.now(),
    });
    expect(payload.uuid).toBe(session.userUUID);
  });

  it('refuses a token re-encoded with padding on a secured call', async () => {
    const session = await t.login('manager@acme.test');
    expect((await t.call(API_PATHS.getCustomerProfiles, session.access_token)).statusCode).toBe(200);
    const padded = await t.call(API_PATHS.getCustomerProfiles, `${session.access_token}=`);
    expect(padded.statusCode).toBe(401);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when PUBLIC_URL is https, and only then', async () => {
    expect((await get('/healthz')).headers['strict-transport-security']).toBeUndefined();
    const { app } = await buildApp({ config: testConfig({ PUBLIC_URL: 'https://video.example.org' }), db: t.ctx.db, keys: t.ctx.keys });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await app.close();
    }
  });
});

describe('a production database', () => {
  let prod: TestDb;
  beforeAll(async () => {
    prod = await freshTestDb();
    await migrate(prod.db);
  }, START_TIMEOUT_MS);
  afterAll(() => prod?.dispose(), START_TIMEOUT_MS);

  it('has no demo accounts; the first administrator signs in with the printed password and must change it', async () => {
    const config = testConfig({ NODE_ENV: 'production', UPLOAD_ACCESS_KEY_ID: 'AKIAOWN', UPLOAD_SECRET_ACCESS_KEY: 'own-secret' });
    expect(config.seedDemo).toBe(false);
    const { app } = await buildApp({ config, db: prod.db });
    const grant = (username: string, password: string) =>
      app.inject({
        method: 'POST',
        url: API_PATHS.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: config.clientId }).toString(),
      });
    try {
      const demo = await grant('support@takeflow.test', DEMO_PASSWORD);
      expect(demo.statusCode).toBe(400);
      expect(demo.json()).toMatchObject({ error: 'invalid_grant' });

      const created = await createSupport(prod.db, 'ops@example.test');
      expect(created.temporaryPassword).toMatch(/^[a-zA-Z2-9]{10}-[a-zA-Z2-9]{10}-\d{4}$/);
      const first = await grant('ops@example.test', created.temporaryPassword);
      expect(first.statusCode).toBe(200);
      expect(first.json<TokenResponse>()).toMatchObject({ redirect: 'Change Password', userRoles: [ROLE.superAdmin] });

      await expect(createSupport(prod.db, 'OPS@example.test')).rejects.toThrow(/exists already/);
      await expect(createSupport(prod.db, 'not an email')).rejects.toThrow(/Not an email address/);
    } finally {
      await app.close();
    }
  });
});
