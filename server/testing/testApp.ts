import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PATHS, HEADERS, type TokenResponse } from '../../contract';
import { buildApp, type RouteInfo } from '../app';
import { manualClock, type ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { AppContext } from '../context';
import { prepareDatabase } from '../db/prepare';
import { inProcessBus, postgresBus, type LiveBus } from '../live/bus';
import { DEMO_PASSWORD } from '../db/seedData';
import { startSmtpListener, type SmtpListener } from './smtpListener';
import { startTestMedia, type TestMedia } from './testMedia';
import { seededTestDb } from './seededDb';
import type { TestDb } from './testDb';

// Every test here talks to a real database; on a busy machine a single one can take seconds.
jest.setTimeout(60_000);

export const TEST_VERSION = '2.4.0';
/** Opening, migrating and seeding a database may take a while on a busy machine. */
export const START_TIMEOUT_MS = 120_000;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  config: Config;
  testDb: TestDb;
  routes: RouteInfo[];
  login(username: string, extra?: Record<string, string>): Promise<TokenResponse>;
  token(body: Record<string, string>): Promise<LightMyRequestResponse>;
  call(url: string, accessToken: string | null, clientRequest?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * A second server on the same database, as behind a load balancer: on PostgreSQL its own
   * LISTEN connection, on PGlite the same in-process bus; `overrides` change its configuration
   * (another version, as in a rolling deployment). Closed with this app.
   */
  peer(overrides?: Partial<Config>): Promise<{ app: FastifyInstance; ctx: AppContext }>;
  /** The processing queue and its worker, when asked for (`{ media: true }`). */
  media: TestMedia | null;
  close(): Promise<void>;
}

let scratch: string | null = null;
function scratchDataDir(): string {
  if (scratch === null) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-test-data-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    scratch = dir;
  }
  return scratch;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    APP_VERSION: TEST_VERSION,
    // The test clock stands still, so every sign-in of a file falls in one minute; the sign-in
    // rate has its own test (signInLimits.test.ts) with the documented defaults.
    SIGNIN_MAX_PER_MINUTE_PER_USER: '10000',
    SIGNIN_MAX_PER_MINUTE_PER_ADDRESS: '100000',
    STATIC_DIR: path.join(os.tmpdir(), 'takeflow-no-dist'),
    // Stored objects (DATA_DIR/objects) never land in the repository's data directory.
    DATA_DIR: scratchDataDir(),
    ...env,
  });
}

/** The real app on a fresh, migrated and seeded database, with a clock the test moves. */
export async function startTestApp(env: Record<string, string> = {}, options: { media?: boolean } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-test-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const testDb = await seededTestDb();
  const clock = manualClock(new Date());
  const sharedBus = inProcessBus();
  const liveBus = (onGap: () => void): Promise<LiveBus> =>
    testDb.url !== null ? postgresBus(testDb.url, testDb.db, onGap) : Promise.resolve(sharedBus);
  const peers: FastifyInstance[] = [];
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    // Nothing left to do on a seeded copy; all of it on a fresh PostgreSQL database.
    await prepareDatabase(testDb.db, { seedDemo: true });
    built = await buildApp({ config, db: testDb.db, clock, liveBus });
  } catch (error) {
    await testDb.dispose();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { app, ctx, routes } = built;
  // The processing queue and a worker in this process, as the quick start runs them.
  const media = options.media ? await startTestMedia(testDb, config, ctx) : null;
  const token = (body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  return {
    app,
    ctx,
    clock,
    config,
    testDb,
    routes,
    token,
    async login(username, extra = {}) {
      const response = await token({
        grant_type: 'password',
        username,
        password: DEMO_PASSWORD,
        client_id: config.clientId,
        ...extra,
      });
      if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
      return response.json<TokenResponse>();
    },
    call(url, accessToken, clientRequest = {}, headers = {}) {
      return app.inject({
        method: 'POST',
        url,
        headers: {
          ...(accessToken === null ? {} : { authorization: `Bearer ${accessToken}` }),
          [HEADERS.webVersion]: TEST_VERSION,
          [HEADERS.swBypass]: 'true',
          ...headers,
        },
        payload: { clientRequest },
      });
    },
    inject: (options) => app.inject(options),
    async peer(overrides = {}) {
      const other = await buildApp({ config: { ...config, ...overrides }, db: testDb.db, clock, liveBus });
      peers.push(other.app);
      return { app: other.app, ctx: other.ctx };
    },
    media,
    async close() {
      for (const peer of peers) await peer.close();
      await media?.stop();
      await app.close();
      await testDb.dispose();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app as a test file sees it: served on loopback when asked (`url`, `port`). */
export interface FileApp extends TestApp {
  /** http://127.0.0.1:port, when `listen` was asked for. */
  readonly url: string;
  readonly port: number;
  /** The SMTP listener the app sends its email to, when `mail` was asked for. */
  readonly smtp: SmtpListener;
}

type Env = Record<string, string>;

/**
 * The one set-up of a server test file: the real app on a fresh database, started before the
 * file's tests and closed after them. `listen` also serves it on a loopback port, for streams
 * and raw sockets; `mail` starts a real SMTP listener first and sends the app's email to it. `env` is a function when the configuration needs something started first (an
 * SMTP listener, an identity provider); `cleanup` stops what the file started besides, just
 * before the app closes (a second app on the same database closes while it is still open).
 */
export function appForFile(
  env: Env | (() => Env | Promise<Env>) = {},
  options: { listen?: boolean; mail?: boolean; media?: boolean; cleanup?: () => unknown } = {},
): FileApp {
  let started: TestApp | undefined;
  let url = '';
  let smtp: SmtpListener | undefined;
  beforeAll(async () => {
    const given = typeof env === 'function' ? await env() : env;
    if (options.mail) smtp = await startSmtpListener();
    started = await startTestApp(smtp === undefined ? given : { ...given, SMTP_URL: smtp.url }, { media: options.media ?? false });
    if (options.listen) url = await started.app.listen({ port: 0, host: '127.0.0.1' });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await options.cleanup?.();
    await started?.close();
    await smtp?.close();
  }, START_TIMEOUT_MS);
  const running = (): TestApp => {
    if (started === undefined) throw new Error('The test app is not running: appForFile() starts it in beforeAll.');
    return started;
  };
  return new Proxy({} as FileApp, {
    get(_target, key) {
      if (key === 'url' || key === 'port') {
        if (!options.listen) throw new Error('appForFile() serves on a port only with { listen: true }.');
        return key === 'url' ? url : Number(new URL(url).port);
      }
      if (key === 'smtp') {
        if (smtp === undefined) throw new Error('appForFile() starts an SMTP listener only with { mail: true }.');
        return smtp;
      }
      return Reflect.get(running(), key);
    },
  });
}
