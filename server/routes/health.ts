import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/config';
import type { Db } from '../db/port';
import { latestAppliedMigration, readMigrations } from '../db/migrate';

export const HEALTH_PATHS = { live: '/healthz', ready: API_PATHS.ready } as const;

/** Probes are polled every few seconds; they are logged at debug level only (logging.ts). */
export const isProbe = (url: string) => url === HEALTH_PATHS.live || url === HEALTH_PATHS.ready;

/**
 * Public probes for load balancers and orchestrators: /healthz says the process answers,
 * /readyz that the database answers and has every migration this server knows of.
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
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
