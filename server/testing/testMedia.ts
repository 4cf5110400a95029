import type { Config } from '../config';
import type { AppContext } from '../context';
import { startMediaWorker, type MediaWorker } from '../media/processing/mediaWorker';
import { openMediaQueue, type MediaQueue } from '../media/processing/queue';
import type { TestDb } from './testDb';

export interface TestMedia {
  queue: MediaQueue;
  worker: MediaWorker;
  stop(): Promise<void>;
}

/** pg-boss on the test database and one worker polling it often, wired to the app's uploads and live streams. */
export async function startTestMedia(testDb: TestDb, config: Config, ctx: AppContext): Promise<TestMedia> {
  const queue = await openMediaQueue({
    db: testDb.db,
    databaseUrl: testDb.url,
    timeoutSeconds: config.media.processing.timeoutSeconds,
    onError: () => undefined,
  });
  const worker = await startMediaWorker({
    db: testDb.db,
    config,
    queue,
    publish: (notice) => ctx.live.publish(notice),
    log: { info: () => undefined, error: () => undefined },
    pollSeconds: 0.5,
  });
  ctx.media = queue;
  return {
    queue,
    worker,
    async stop() {
      delete ctx.media;
      await worker.stop();
      await queue.stop();
    },
  };
}
