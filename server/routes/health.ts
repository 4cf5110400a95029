import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/config';
import type { Db } from '../db/port';
import { latestAppliedMigration, readMigrations } from '../db/migrate';

export const HEALTH_PATHS = { live: '/healthz', ready: API_PATHS.ready } as const;

/** Probes are polled every few seconds; they are logged at debug level only (logging.ts). */
export const isProbe = (url: string) => url === HEALTH_PATHS.live || url === HEALTH_PATHS.ready;

/**
 * Public probes for load balancers and orchestrators: /healthz says the process answers,
 * /readyz that the database answers and has every migration this server knows of, and that the
 * data directory (PGlite's files, the stored objects) has room and takes writes.
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db; dataDir: string; minFreeBytes: number }): Promise<void> {
  const latest = readMigrations().at(-1)?.version ?? null;
  app.get(HEALTH_PATHS.live, { schema: { tags: ['health'], summary: 'Liveness: the process answers' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get(
    HEALTH_PATHS.ready,
    { schema: { tags: ['health'], summary: 'Readiness: database answers, migrations applied' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const disk = await diskProblem(opts.dataDir, opts.minFreeBytes);
      if (disk !== null) {
        request.log.warn({ dataDir: opts.dataDir, reason: disk }, 'readiness check: data directory');
        return reply.code(503).send({ status: 'unavailable', reason: disk });
      }
      try {
        const applied = await latestAppliedMigration(opts.db);
        if (applied !== latest) return reply.code(503).send({ status: 'unavailable', reason: 'migrations pending' });
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database does not answer');
        return reply.code(503).send({ status: 'unavailable', reason: 'database unavailable' });
      }
    },
  );
}

/** Why the data directory cannot take an upload or a database write, or null when it can. */
async function diskProblem(dataDir: string, minFreeBytes: number): Promise<string | null> {
  try {
    const stats = await fs.promises.statfs(dataDir);
    if (stats.bavail * stats.bsize < minFreeBytes) return 'disk full';
    const probe = path.join(dataDir, `.ready-${process.pid}`);
    await fs.promises.writeFile(probe, 'ok', { mode: 0o600 });
    await fs.promises.rm(probe, { force: true });
    return null;
  } catch {
    return 'data directory not writable';
  }
}
