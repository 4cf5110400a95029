import type { Config } from '../../config';
import type { Db } from '../../db/port';
import type { LiveNotice } from '../../live/notice';
import { ObjectFiles } from '../objectFiles';
import { objectUrlOf } from '../objectUrl';
import { processItem, type ProcessingDeps } from './processItem';
import { PROCESSING_QUEUE, type MediaQueue, type ProcessingJob } from './queue';
import { chooseTools, type MediaTools } from './tools';
import { startRenderWorker } from '../render/renderWorker';

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MediaWorker {
  tools: MediaTools;
  /** Queues the items left queued without a job (an enqueue lost to a crash between commit and send). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/** How often a worker looks for items queued without a job. */
const SWEEP_MS = 60_000;

/**
 * Works the processing queue: jobs of this process run at most `concurrency` at a time, each
 * processItem() start to end. Needs only the database and the object store.
 */
export async function startMediaWorker(options: {
  db: Db;
  config: Config;
  queue: MediaQueue;
  publish: (notice: LiveNotice) => Promise<void>;
  log: Log;
  tools?: MediaTools;
  pollSeconds?: number;
  scratchDir?: string;
}): Promise<MediaWorker> {
  const { db, config, queue, log } = options;
  const tools = options.tools ?? chooseTools(config.media.processing);
  log.info({ ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe, source: tools.source, version: tools.version }, 'media worker: ffmpeg');
  const files = new ObjectFiles(config.media.objectsDir);
  const deps: ProcessingDeps = {
    db,
    files,
    tools,
    limits: config.media.processing,
    urlOf: objectUrlOf(config),
    publish: options.publish,
    continueLater: (key, etag) => queue.enqueueLadder(key, etag),
    ...(options.scratchDir === undefined ? {} : { scratchDir: options.scratchDir }),
  };
  await queue.boss.work<ProcessingJob>(
    PROCESSING_QUEUE,
    { localConcurrency: config.media.processing.concurrency, pollingIntervalSeconds: options.pollSeconds ?? 1 },
    async ([job]) => {
      if (job === undefined) return;
      const started = Date.now();
      const stage = job.data.stage ?? 'first';
      const outcome = await processItem(deps, job.data.key, {
        stage,
        retryCount: job.retryCount,
        ...(job.data.etag === undefined ? {} : { etag: job.data.etag }),
      });
      log.info({ key: job.data.key, stage, outcome, ms: Date.now() - started, attempt: job.retryCount + 1 }, 'media processed');
    },
  );
  const renders = await startRenderWorker(
    queue.boss,
    {
      db,
      files,
      tools,
      publish: options.publish,
      enqueueProcessing: (key) => queue.enqueue(key),
      ...(options.scratchDir === undefined ? {} : { scratchDir: options.scratchDir }),
    },
    log,
    options.pollSeconds ?? 1,
  );
  const sweep = async () => {
    await renders.sweep();
    const rows = await db.query<{ key: string }>(
      "SELECT key FROM media_processing WHERE state = 'queued' AND updated_at < now() - interval '30 seconds' ORDER BY updated_at LIMIT 100",
    );
    for (const row of rows) await queue.enqueue(row.key);
    return rows.length;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.error({ err: error }, 'media sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  return {
    tools,
    sweep,
    async stop() {
      clearInterval(timer);
      // A job under way is not waited for: its heartbeat stops, and the queue hands it to another worker.
      await queue.boss.offWork(PROCESSING_QUEUE, { wait: false });
      await renders.stop();
    },
  };
}
