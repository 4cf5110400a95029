import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent (mail delivery), so a request that sends mail takes as
 * long as one that does not: the answer reveals nothing about which accounts exist.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when everything started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function background(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
