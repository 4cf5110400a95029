import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/port';

/** A login past its absolute expiry is kept this long, for looking into an incident, then deleted. */
export const EXPIRED_LOGIN_KEPT_MS = 24 * 60 * 60_000;
const EVERY_MS = 60 * 60_000;

/**
 * Deletes refresh families (logins) that expired over a day ago, with their refresh tokens. Such
 * a token is refused either way ('Invalid refresh token'); only the rows stop piling up.
 */
export async function purgeExpiredLogins(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query('DELETE FROM refresh_families WHERE expires_at < $1 RETURNING id', [
    new Date(now.getTime() - EXPIRED_LOGIN_KEPT_MS),
  ]);
  return rows.length;
}

/** Deletes login events (client details, §3) older than the retention; returns how many. */
export async function purgeOldLoginEvents(q: Queryable, now: Date, retentionDays: number): Promise<number> {
  const rows = await q.query('DELETE FROM login_events WHERE created_at < $1 RETURNING id', [
    new Date(now.getTime() - retentionDays * 86_400_000),
  ]);
  return rows.length;
}

/** Purges at start and then hourly; stop() waits for a purge under way, so the database can close. */
export function startHousekeeping(ctx: AppContext, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    const now = ctx.clock.now();
    running = Promise.all([purgeExpiredLogins(ctx.db, now), purgeOldLoginEvents(ctx.db, now, ctx.config.loginEventRetentionDays)]).then(
      ([deleted, events]) => {
        if (deleted > 0) log.info({ deleted }, 'expired logins deleted');
        if (events > 0) log.info({ deleted: events }, 'old login events deleted');
      },
      // A failed purge leaves rows that are refused anyway; the next hour tries again.
      (error: unknown) => log.warn({ err: error }, 'purging expired logins failed'),
    );
  };
  purge();
  const timer = setInterval(purge, EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
