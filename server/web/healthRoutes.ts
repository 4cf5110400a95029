import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract/config';
import type { Db } from '../db/port';
import { latestAppliedMigration, readMigrations } from '../db/migrate';
import { descriptorLimit } from '../web/descriptors';

export const HEALTH_PATHS = { live: '/healthz', ready: API_PATHS.ready } as const;

/** Probes are polled every few seconds; they are logged at debug level only (logging.ts). */
export const isProbe = (url: string) => url === HEALTH_PATHS.live || url === HEALTH_PATHS.ready;

/**
 * Public probes for load balancers and orchestrators: /healthz says the process answers,
 * /readyz that the database answers and has every migration this server knows of, and that the
 * data directory (PGlite's files, the stored objects) has room and takes writes, and that the process
 * has descriptors left to accept a connection or open a file.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Db; dataDir: string; minFreeBytes: number; maxDescriptorPercent: number },
): Promise<void> {
  const latest = readMigrations().at(-1)?.version ?? null;
  const limit = descriptorLimit();
  if (limit === null) app.log.info('readiness check: no descriptor limit in /proc/self/limits; descriptors are not checked');
  const descriptorsExhausted = limit === null ? async () => false : descriptorGauge(limit, opts.maxDescriptorPercent);
  app.get(HEALTH_PATHS.live, { schema: { tags: ['health'], summary: 'Liveness: the process answers' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get(
    HEALTH_PATHS.ready,
    { schema: { tags: ['health'], summary: 'Readiness: database answers, migrations applied' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (await descriptorsExhausted()) {
        request.log.warn({ limit }, 'readiness check: descriptors nearly exhausted');
        return reply.code(503).send({ status: 'unavailable', reason: 'descriptors nearly exhausted' });
      }
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

/**
 * Whether more than maxPercent of the limit is open. A reading is reused for a second (and shared
 * by probes arriving meanwhile) so that a storm of probes costs one directory listing.
 */
function descriptorGauge(limit: number, maxPercent: number): () => Promise<boolean> {
  let reading: { at: number; exhausted: Promise<boolean> } | null = null;
  return () => {
    const now = Date.now();
    if (reading === null || now - reading.at >= 1000) {
      const exhausted = fs.promises.readdir('/proc/self/fd').then(
        (entries) => entries.length > (limit * maxPercent) / 100,
        // Listing needs a descriptor itself: failing to get one is the answer.
        () => true,
      );
      reading = { at: now, exhausted };
    }
    return reading.exhausted;
  };
}
