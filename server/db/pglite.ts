import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir, prepareDataDir, restrictFiles } from './dataDir';
import type { Db, Queryable } from './port';
import { statementName } from './statementNames';

const WORKER_FILE = path.join(__dirname, 'pgliteWorker.cjs');

interface WorkerError {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
  constraint?: string;
}

type Reply = { id: number; ok: true; rows?: unknown[] } | { id: number; ok: false; error: WorkerError };
type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };

/** A database error from the worker, keeping PostgreSQL's SQLSTATE code. */
export class PgliteError extends Error {
  readonly code: string | undefined;
  readonly detail: string | undefined;
  constructor(error: WorkerError) {
    super(error.message);
    this.name = 'PgliteError';
    this.code = error.code;
    this.detail = error.detail;
  }
}

/** Runs one task at a time: PGlite has a single session, so a transaction must own it. */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Embedded PostgreSQL in dataDir, hosted by a worker thread. PGlite fsyncs by default (no
 * relaxedDurability), so a committed write survives a crash. The process keeps running until
 * close() has shut the database down.
 */
export async function openPglite(dataDir: string, options: { onLost?: (error: Error) => void } = {}): Promise<Db> {
  prepareDataDir(dataDir);
  const lock = lockDataDir(dataDir);
  try {
    const db = await startWorker(dataDir, lock.release, options);
    restrictFiles(dataDir);
    return db;
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startWorker(dataDir: string, releaseLock: () => void, options: { onLost?: (error: Error) => void }): Promise<Db> {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;
  let closing = false;

  const fail = (error: Error) => {
    stopped ??= error;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    // Under `node --watch` (npm run dev) the worker's port also carries Node's own
    // { 'watch:require': … } notes about loaded files: only the start answer counts.
    const started = (message: { ready?: true; startError?: WorkerError }) => {
      if (message.ready !== true && message.startError === undefined) return;
      worker.off('message', started);
      if (message.ready === true) resolve();
      else reject(new PgliteError(message.startError ?? { message: 'PGlite did not start' }));
    };
    worker.on('message', started);
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply) => {
    const entry = pending.get(reply.id);
    if (entry === undefined) return;
    pending.delete(reply.id);
    if (reply.ok) entry.resolve(reply.rows ?? []);
    else entry.reject(new PgliteError(reply.error));
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    releaseLock();
    const error = new Error(`PGlite worker stopped (exit code ${code})`);
    fail(error);
    // Never half-working: a database that is gone for good is reported, and main.ts exits so
    // the supervisor restarts the process on the same data.
    if (!closing) options.onLost?.(error);
  });

  const send = (op: 'query' | 'exec' | 'close', sql?: string, params?: readonly unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (stopped !== null) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // Parameterised statements are prepared once and their plans reused (pgliteWorker.cjs).
      const name = sql !== undefined && params !== undefined && params.length > 0 ? statementName(sql) : undefined;
      worker.postMessage({ id, op, sql, params: params === undefined ? undefined : [...params], name });
    });

  const session: Queryable = {
    query: async <T extends object>(sql: string, params: readonly unknown[] = []) => (await send('query', sql, params)) as T[],
    exec: async (sql: string) => {
      await send('exec', sql);
    },
  };
  const serial = serialQueue();
  let queued = 0;
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    queued += 1;
    return serial(task).finally(() => (queued -= 1));
  };
  // A statement on its own goes to the worker at once: the worker runs what it is sent in
  // order, so it always has the next statement at hand instead of idling while each answer
  // travels back. Only while a transaction holds or awaits the session does a statement queue.
  const statement = <T>(task: () => Promise<T>): Promise<T> => (queued === 0 ? task() : exclusive(task));

  return {
    kind: 'pglite',
    query: (sql, params) => statement(() => session.query(sql, params)),
    exec: (sql) => statement(() => session.exec(sql)),
    // Inside fn use only the tx handle: the session is held until COMMIT or ROLLBACK.
    transaction: (fn) =>
      exclusive(async () => {
        await session.exec('BEGIN');
        try {
          const result = await fn(session);
          await session.exec('COMMIT');
          return result;
        } catch (error) {
          await session.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        if (stopped !== null) return;
        closing = true;
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        await send('close');
        await exited;
      }),
  };
}
