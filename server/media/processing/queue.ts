import { PgBoss } from 'pg-boss';
import type { Db } from '../../db/port';
import { createRenderQueue, enqueueRender, type RenderJob } from '../render/renderQueue';

/** The queue of processing jobs: one or two per stored original, named by its key. */
export const PROCESSING_QUEUE = 'media-processing';

/** Retries after an error that is not a refusal (a crash, a full disk, the database away). */
export const RETRY_LIMIT = 3;
/** A worker heartbeats its job; one silent this long (killed, frozen) has its job given to another. */
const HEARTBEAT_SECONDS = 10;

/**
 * An item's first job (no stage: the probe and its first playable output) or the rest of a
 * video's ladder, for the bytes of that ETag.
 */
export interface ProcessingJob {
  key: string;
  stage?: 'ladder';
  etag?: string;
}

/**
 * The first playable rendition first: every upload's first job is fetched before any item's
 * ladder (pg-boss fetches the highest priority first, then the oldest).
 */
const FIRST_PRIORITY = 10;
const LADDER_PRIORITY = 0;

export interface MediaQueue {
  boss: PgBoss;
  enqueue(key: string): Promise<void>;
  /** Queues the rest of a video's ladder, behind every queued first job. */
  enqueueLadder(key: string, etag: string): Promise<void>;
  /** Queues the render of a program's version (server/media/render). */
  enqueueRender(job: RenderJob): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss's `db` adapter over the Db port, for the embedded PGlite that lives in a worker thread.
 * A script without parameters (pg-boss's `BEGIN; … COMMIT;` blocks and its schema) runs inside a
 * transaction of the port, so no other query of the server lands between its statements and a
 * failure is rolled back before the session is used again.
 */
export function portAdapter(db: Db): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return { rows: await db.query<object>(text, values) };
      return { rows: await db.transaction((tx) => tx.query<object>(text, [])) };
    },
  };
}

/**
 * Opens the job queue on the project's database: on PostgreSQL pg-boss gets its own pool on the
 * same database (its `pgboss` schema), on PGlite it shares the port. Creating the schema and the
 * queue is idempotent and guarded by pg-boss's advisory lock, so every server and worker may do it.
 */
export async function openMediaQueue(options: {
  db: Db;
  databaseUrl: string | null;
  timeoutSeconds: number;
  onError: (error: Error) => void;
  /** Seconds between polls for new jobs. */
  pollSeconds?: number;
}): Promise<MediaQueue> {
  const shared = options.db.kind === 'pglite' || options.databaseUrl === null;
  const boss = new PgBoss({
    ...(shared ? { db: portAdapter(options.db) } : { connectionString: options.databaseUrl as string, max: 3 }),
    ...(options.db.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    // Stalled jobs (a heartbeat gone silent) are failed over to a retry within about this long.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 30,
  });
  boss.on('error', options.onError);
  await boss.start();
  await boss.createQueue(PROCESSING_QUEUE, {
    // One job per key per state: a second upload of a key being processed waits for the first.
    policy: 'stately',
    retryLimit: RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    // The ffmpeg time limit bounds a job; this only catches a worker that keeps its heartbeat but hangs.
    expireInSeconds: options.timeoutSeconds * 2 + 600,
  });
  await createRenderQueue(boss, options.timeoutSeconds);
  return {
    boss,
    async enqueue(key) {
      await boss.send(PROCESSING_QUEUE, { key } satisfies ProcessingJob, { singletonKey: key, priority: FIRST_PRIORITY });
    },
    async enqueueLadder(key, etag) {
      await boss.send(PROCESSING_QUEUE, { key, stage: 'ladder', etag } satisfies ProcessingJob, {
        singletonKey: `${key}#ladder`,
        priority: LADDER_PRIORITY,
      });
    },
    enqueueRender: (job) => enqueueRender(boss, job),
    async stop() {
      await boss.stop({ graceful: true, close: true, timeout: 5000 });
    },
  };
}
