import type { AppContext } from '../context';
import { addressKey, TooManyAttempts, usernameKey } from '../auth/signInLimits';

/** Reset emails per typed account from one client address, and requests per client address, within the sign-in window. */
export const MAX_RESETS_PER_ACCOUNT = 3;
export const MAX_RESETS_PER_ADDRESS = 20;

/**
 * Counts password-reset requests like failed sign-ins: per account as typed from one client
 * address (so unknown accounts are limited alike and the limit reveals nothing), and per client
 * address; over a limit the request is refused with 429 and Retry-After. The account's limit is
 * per address so that requests from elsewhere never block its owner's own reset; each new link
 * replaces the last, and the per-address limit bounds what one client can send.
 */
export async function admitResetRequest(ctx: AppContext, input: { account: string; address: string }): Promise<void> {
  const now = ctx.clock.now();
  const windowMs = ctx.config.signIn.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const account = usernameKey(input.account);
  const address = addressKey(input.address);
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM reset_requests WHERE requested_at <= $1', [since]);
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reset:${address}`]);
    for (const [column, key, limit] of [
      ['address', address, MAX_RESETS_PER_ADDRESS],
      ['account_key', account, MAX_RESETS_PER_ACCOUNT],
    ] as const) {
      const rows = await tx.query<{ requested_at: Date }>(
        `SELECT requested_at FROM reset_requests WHERE ${column} = $1 AND address = $4 AND requested_at > $2
          ORDER BY requested_at DESC LIMIT $3`,
        [key, since, limit, address],
      );
      const oldest = rows[limit - 1];
      if (oldest !== undefined) {
        const freeAt = new Date(oldest.requested_at).getTime() + windowMs;
        throw tooManyResets(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
      }
    }
    await tx.query('INSERT INTO reset_requests (account_key, address, requested_at) VALUES ($1, $2, $3)', [account, address, now]);
  });
}

function tooManyResets(retryAfterSeconds: number): TooManyAttempts {
  const refusal = new TooManyAttempts(retryAfterSeconds);
  const minutes = Math.ceil(retryAfterSeconds / 60);
  refusal.message = `Too many password reset requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return refusal;
}
