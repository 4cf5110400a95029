import type { PgBoss } from 'pg-boss';
import { renderVersion, type RenderDeps } from './renderJob';
import { enqueueRender, RENDER_QUEUE, type RenderJob } from './renderQueue';
import { queuedWithoutJob } from './versionRepository';

interface Log {
  info(details: object, message: string): void;
}

/**
 * Works the render queue beside the processing queue, in the same worker process: any machine
 * that runs `npm run worker` takes renders too. One render at a time per process: a render decodes
 * every piece of the program, and the machine's cores are shared with processing.
 */
export async function startRenderWorker(boss: PgBoss, deps: RenderDeps, log: Log, pollSeconds: number) {
  await boss.work<RenderJob>(RENDER_QUEUE, { localConcurrency: 1, pollingIntervalSeconds: pollSeconds }, async ([job]) => {
    if (job === undefined) return;
    const started = Date.now();
    const outcome = await renderVersion(deps, job.data, job.retryCount);
    log.info({ ...job.data, outcome, ms: Date.now() - started, attempt: job.retryCount + 1 }, 'program rendered');
  });
  return {
    /** Sends the versions left queued without a job. */
    async sweep(): Promise<number> {
      const versions = await queuedWithoutJob(deps.db);
      for (const version of versions) await enqueueRender(boss, { programId: version.programId, version: version.number });
      return versions.length;
    },
    async stop(): Promise<void> {
      await boss.offWork(RENDER_QUEUE, { wait: false });
    },
  };
}
