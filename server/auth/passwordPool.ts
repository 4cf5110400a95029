import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import '@node-rs/argon2';
import { Unavailable } from '../errors';

// The hashing threads load @node-rs/argon2, a native addon built with napi-rs. An addon of that
// kind first loaded in a worker thread can crash the whole process with a segmentation fault when
// such a thread exits (its per-thread teardown runs as the thread ends), which a process that
// starts and stops many pools, as the test suite does, hits now and then. Loaded first in the main
// thread, it is set up there once and the threads' exits are safe.

const WORKER_FILE = path.join(__dirname, 'passwordWorker.cjs');

export type PasswordTask = { op: 'hash'; password: string; params: object } | { op: 'verify'; password: string; stored: string };

/** More waiting hashes than this per thread and the pool refuses new work (PasswordPoolBusy). */
export const QUEUE_PER_THREAD = 64;

/** The pool is full: the caller answers 503 and the client retries later. */
export class PasswordPoolBusy extends Unavailable {
  constructor() {
    super('Password checks are busy; try again shortly', 1);
  }
}

interface Job {
  task: PasswordTask;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/** Threads for `PASSWORD_HASH_THREADS = 0`: all vCPUs but one, so requests keep a core. */
export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * A fixed number of worker threads that hash passwords, with a bounded queue. Hashing here
 * instead of in libuv's four shared threads keeps file serving and database I/O responsive
 * while sign-ins run. Idle workers do not keep the process alive.
 */
export function passwordPool(threads: number) {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  let nextId = 1;

  const start = (): Worker => {
    const worker = new Worker(WORKER_FILE);
    worker.unref();
    worker.on('message', (reply: { ok: boolean; result?: unknown; message?: string }) => {
      // Under `node --watch` (npm run dev) the port also carries Node's { 'watch:require': … } notes.
      if (typeof reply.ok !== 'boolean') return;
      const job = running.get(worker);
      running.delete(worker);
      if (job !== undefined) {
        if (reply.ok) job.resolve(reply.result);
        else job.reject(new Error(reply.message));
      }
      release(worker);
    });
    worker.on('error', (error) => {
      const job = running.get(worker);
      running.delete(worker);
      job?.reject(error);
    });
    worker.on('exit', () => {
      // A crashed worker is replaced so the pool keeps its size.
      running.get(worker)?.reject(new Error('password worker stopped'));
      running.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      workers.delete(worker);
    });
    workers.add(worker);
    return worker;
  };
  const workers = new Set<Worker>();

  const dispatch = (worker: Worker, job: Job) => {
    running.set(worker, job);
    worker.ref();
    worker.postMessage({ id: nextId++, ...job.task });
  };

  const release = (worker: Worker) => {
    const next = queue.shift();
    if (next !== undefined) return dispatch(worker, next);
    worker.unref();
    idle.push(worker);
  };

  return {
    run<T>(task: PasswordTask): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const job: Job = { task, resolve: resolve as (result: unknown) => void, reject };
        const worker = idle.pop() ?? (workers.size < threads ? start() : undefined);
        if (worker !== undefined) return dispatch(worker, job);
        if (queue.length >= threads * QUEUE_PER_THREAD) return reject(new PasswordPoolBusy());
        queue.push(job);
      });
    },
    async close(): Promise<void> {
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
