import { freshTestDb, type TestDb } from '../../server/testing/testDb';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { startNginx, type RunningNginx } from './nginx';

/** Two servers on one fresh PostgreSQL database behind nginx (deploy/nginx.conf, round-robin). */
export interface Cluster {
  pg: TestDb;
  servers: RunningServer[];
  nginx: RunningNginx;
  /** Seconds from the call to both servers answering behind nginx. */
  startSeconds: number;
  stop(): Promise<void>;
}

/** What both servers of every cluster test share; a test adds its own settings. */
const CLUSTER_ENV = {
  SEED_DEMO: 'true',
  TRUST_PROXY: '1',
  SCRYPT_LOG_N: '12',
};

export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set: eval "$(bash scripts/pg-throwaway.sh)" first');
  const started = Date.now();
  const pg = await freshTestDb();
  const serverEnv = { ...CLUSTER_ENV, DATABASE_URL: pg.url!, ...env };
  // Both start at once against the empty database: migrations and the demo seed take a lock.
  const servers = await Promise.all([startServer({ env: serverEnv }), startServer({ env: serverEnv })]);
  const nginx = await startNginx(
    await freePort(),
    servers.map((s) => s.port),
  );
  return {
    pg,
    servers,
    nginx,
    startSeconds: (Date.now() - started) / 1000,
    async stop() {
      await nginx.stop();
      await Promise.all(servers.map((server) => server.stop()));
      await pg.dispose();
    },
  };
}
