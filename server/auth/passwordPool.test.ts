import { PasswordPoolBusy, QUEUE_PER_THREAD, passwordPool } from './passwordPool';

describe('password pool', () => {
  it('runs every task on its bounded threads and refuses work beyond its queue', async () => {
    const pool = passwordPool(1);
    try {
      // Small parameters: this checks the pool, not the cost (passwords.test.ts checks that).
      const hash = () =>
        pool.run<string>({ op: 'hash', password: 'Sunrise-2026', params: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
      // One running and QUEUE_PER_THREAD waiting fill a one-thread pool; the next is refused.
      const accepted = Array.from({ length: 1 + QUEUE_PER_THREAD }, hash);
      await expect(hash()).rejects.toBeInstanceOf(PasswordPoolBusy);
      const hashes = await Promise.all(accepted);
      expect(new Set(hashes).size).toBe(accepted.length);
      await expect(pool.run<boolean>({ op: 'verify', password: 'Sunrise-2026', stored: hashes[0] ?? '' })).resolves.toBe(true);
      // Once drained it accepts work again.
      await expect(hash()).resolves.toMatch(/^\$argon2id\$/);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
