import net from 'node:net';
import type { AppContext } from '../context';
import type { Queryable } from '../db/port';
import { OAuthFailure } from '../errors';

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts';
export const TOO_MANY_SIGN_INS = 'Too many sign-ins in a short time';

/** Advisory-lock classes: attempts on one address, then on one username, take turns. */
const ADDRESS_LOCK = 720_460_401;
const USERNAME_LOCK = 720_460_402;
/** Each server prunes expired failures at most this often. */
const PRUNE_EVERY_MS = 60_000;

export const usernameKey = (username: string) => username.trim().toLowerCase();

/** IPv4-mapped addresses count as IPv4; IPv6 counts by /64, the block one subscriber gets. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export interface Attempt {
  /** The attempt's failure row, written before the password is checked (see admitAttempt). */
  id: string;
  captchaNeeded: boolean;
  /** A refusal before the password was checked (captcha): not a failure, not a sign-in. */
  withdraw(): Promise<void>;
  /** The password proved right: not a failure, but a sign-in the rate limit counts. */
  succeeded(): Promise<void>;
}

interface Counted {
  count: number;
  /** When the count drops below the limit again (null while below it). */
  freeAt: Date | null;
}

/** Sign-ins (successful or not) per minute that no person reaches; see Sign-in limits. */
const RATE_WINDOW_MS = 60_000;

/**
 * Admits one password attempt or refuses it with 429 and Retry-After. The attempt is recorded
 * as a failure before its password is checked, under a per-address and a per-username lock,
 * so parallel guesses cannot all pass a check that none of them has yet counted in.
 *
 * Only the username's own failures and rate refuse: failures or sign-ins from one address only
 * make that address solve a captcha, so a page on another site posting guesses from a
 * visitor's browser, or everyone behind one proxy, cannot lock anybody out (RFC 9700 §4.3 spirit).
 */
export async function admitAttempt(ctx: AppContext, input: { username: string; userId: number | null; address: string }): Promise<Attempt> {
  const limits = ctx.config.signIn;
  const now = ctx.clock.now();
  const windowMs = limits.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const username = usernameKey(input.username);
  const address = addressKey(input.address);
  await pruneNowAndThen(ctx, since, new Date(now.getTime() - RATE_WINDOW_MS));
  const admitted = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK, address]);
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [USERNAME_LOCK, username]);
    const byAddress = await countFailures(tx, 'address = $1', [address], since, limits.maxFailuresPerAddress, windowMs);
    const user = await userScope(tx, ctx, input.userId, address, since);
    const byUser = await countFailures(
      tx,
      `username_key = $1 AND ${user.filter}`,
      [username, ...user.params],
      user.since,
      limits.maxFailuresPerUser,
      windowMs,
    );
    const rate = await countRecent(tx, username, address, new Date(now.getTime() - RATE_WINDOW_MS));
    const userFreeAt = [byUser.freeAt, rate.userCount >= limits.maxPerMinutePerUser ? rate.userFreeAt : null].filter(
      (at): at is Date => at !== null,
    );
    if (userFreeAt.length > 0) {
      const until = new Date(Math.max(...userFreeAt.map((at) => at.getTime())));
      return { refused: true as const, until, failures: byUser.freeAt !== null };
    }
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO sign_in_failures (username_key, address, failed_at) VALUES ($1, $2, $3) RETURNING id::text AS id',
      [username, address, now],
    );
    if (row === undefined) throw new Error('sign-in attempt not recorded');
    const captchaNeeded =
      byUser.count >= limits.captchaAfterFailures ||
      byAddress.count >= limits.maxFailuresPerAddress ||
      rate.addressCount >= limits.maxPerMinutePerAddress;
    return { refused: false as const, id: row.id, captchaNeeded };
  });
  if (admitted.refused) throw tooManyAttempts(admitted.until, now, admitted.failures ? TOO_MANY_ATTEMPTS : TOO_MANY_SIGN_INS);
  const withdraw = async () => {
    await ctx.db.query('DELETE FROM sign_in_failures WHERE id = $1::bigint', [admitted.id]);
  };
  return {
    id: admitted.id,
    captchaNeeded: admitted.captchaNeeded,
    withdraw,
    succeeded: async () => {
      await ctx.db.transaction(async (tx) => {
        await tx.query('DELETE FROM sign_in_failures WHERE id = $1::bigint', [admitted.id]);
        await tx.query('INSERT INTO sign_in_successes (username_key, address, succeeded_at) VALUES ($1, $2, $3)', [username, address, now]);
      });
    },
  };
}

/**
 * Sign-ins of the last minute: the username's successful ones (its failures have their own
 * limit, scoped so that guesses elsewhere never lock it out at a known address), and every
 * attempt from the address; and when the username's count drops below its limit again.
 */
async function countRecent(tx: Queryable, username: string, address: string, since: Date) {
  const [row] = await tx.query<{ user_count: number; address_count: number; oldest: Date | null }>(
    `SELECT (SELECT count(*) FROM sign_in_successes WHERE username_key = $1 AND succeeded_at > $3)::int AS user_count,
            (SELECT min(succeeded_at) FROM sign_in_successes WHERE username_key = $1 AND succeeded_at > $3) AS oldest,
            ((SELECT count(*) FROM sign_in_successes WHERE address = $2 AND succeeded_at > $3) +
             (SELECT count(*) FROM sign_in_failures WHERE address = $2 AND failed_at > $3))::int AS address_count`,
    [username, address, since],
  );
  const freeAt = row?.oldest == null ? null : new Date(new Date(row.oldest).getTime() + RATE_WINDOW_MS);
  return { userCount: row?.user_count ?? 0, addressCount: row?.address_count ?? 0, userFreeAt: freeAt };
}

/** After a successful sign-in: failures of other addresses no longer lock the user out here. */
export async function rememberAddress(tx: Queryable, userId: number, ip: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO sign_in_addresses (user_id, address, last_success_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, address) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
    [userId, addressKey(ip), now],
  );
}

export class TooManyAttempts extends OAuthFailure {
  constructor(
    readonly retryAfterSeconds: number,
    reason = TOO_MANY_ATTEMPTS,
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(429, 'too_many_requests', `${reason}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

function tooManyAttempts(until: Date, now: Date, reason: string): TooManyAttempts {
  return new TooManyAttempts(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), reason);
}

/**
 * Which failures count against a username: those after its last successful sign-in, and, at
 * an address the user recently signed in from, only those from that address.
 */
async function userScope(tx: Queryable, ctx: AppContext, userId: number | null, address: string, since: Date) {
  if (userId === null) return { filter: 'true', params: [] as unknown[], since };
  const knownSince = new Date(ctx.clock.now().getTime() - ctx.config.signIn.knownAddressDays * 86_400_000);
  const [row] = await tx.query<{ last_login_at: Date | null; known: boolean }>(
    `SELECT last_login_at,
            EXISTS (SELECT 1 FROM sign_in_addresses WHERE user_id = $1 AND address = $2 AND last_success_at > $3) AS known
       FROM users WHERE id = $1`,
    [userId, address, knownSince],
  );
  const lastLogin = row?.last_login_at == null ? null : new Date(row.last_login_at);
  const after = lastLogin !== null && lastLogin > since ? lastLogin : since;
  return row?.known === true ? { filter: 'address = $2', params: [address], since: after } : { filter: 'true', params: [], since: after };
}

async function countFailures(
  tx: Queryable,
  filter: string,
  params: unknown[],
  since: Date,
  limit: number,
  windowMs: number,
): Promise<Counted> {
  const at = params.length + 1;
  const [row] = await tx.query<{ count: number; pivot: Date | null }>(
    `SELECT count(*)::int AS count,
            (SELECT failed_at FROM sign_in_failures WHERE ${filter} AND failed_at > $${at}
              ORDER BY failed_at DESC OFFSET $${at + 1} LIMIT 1) AS pivot
       FROM sign_in_failures WHERE ${filter} AND failed_at > $${at}`,
    [...params, since, limit - 1],
  );
  const count = row?.count ?? 0;
  if (count < limit || row?.pivot == null) return { count, freeAt: null };
  // The window slides: the limit is free again once the limit-th most recent failure leaves it.
  return { count, freeAt: new Date(new Date(row.pivot).getTime() + windowMs) };
}

let lastPrune = 0;
async function pruneNowAndThen(ctx: AppContext, since: Date, rateSince: Date): Promise<void> {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  // Best effort: an expired row left behind is never counted, so a failed prune changes nothing.
  await ctx.db.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [since]).catch(() => undefined);
  await ctx.db.query('DELETE FROM sign_in_successes WHERE succeeded_at <= $1', [rateSince]).catch(() => undefined);
}
