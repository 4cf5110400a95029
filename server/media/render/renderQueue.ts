import type { PgBoss } from 'pg-boss';

/** The queue of program renders: one job per version, worked by every media worker. */
export const RENDER_QUEUE = 'program-render';

/** Retries after an error that is not a refusal, as the processing queue's. */
export const RENDER_RETRY_LIMIT = 3;

export interface RenderJob {
  programId: number;
  version: number;
}

/** Created beside the processing queue, with the same retries and the same heartbeat. */
export async function createRenderQueue(boss: PgBoss, timeoutSeconds: number): Promise<void> {
  await boss.createQueue(RENDER_QUEUE, {
    policy: 'stately',
    retryLimit: RENDER_RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: 10,
    expireInSeconds: timeoutSeconds * 2 + 600,
  });
}

export async function enqueueRender(boss: PgBoss, job: RenderJob): Promise<void> {
  await boss.send(RENDER_QUEUE, job satisfies RenderJob, { singletonKey: `${job.programId}#${job.version}` });
}
