import net from 'node:net';
import type { SignInLimits } from '../config';
import type { AppContext } from '../context';
import { one } from '../db/port';
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
  const rateSince = new Date(now.getTime() - RATE_WINDOW_MS);
  const username = usernameKey(input.username);
  const address = addressKey(input.address);
  await pruneNowAndThen(ctx, since, rateSince);
  // Two statements: the count must start after the locks are held, and a statement sees only
  // what was committed when it began.
  const counted = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2)), pg_advisory_xact_lock($3, hashtext($4))', [
      ADDRESS_LOCK,
      address,
      USERNAME_LOCK,
      username,
    ]);
    const row = await one<CountedAttempts>(tx, COUNT_AND_RECORD_SQL, [
      username,
      address,
      input.userId,
      now,
      since,
      rateSince,
      new Date(now.getTime() - limits.knownAddressDays * 86_400_000),
      limits.maxFailuresPerUser,
      limits.maxPerMinutePerUser,
    ]);
    if (row === null) throw new Error('sign-in attempt not counted');
    return row;
  });
  if (counted.id === null) throw refusal(counted, limits, now);
  const id = counted.id;
  const captchaNeeded =
    counted.userFailures >= limits.captchaAfterFailures ||
    counted.addressFailures >= limits.maxFailuresPerAddress ||
    counted.addressAttempts >= limits.maxPerMinutePerAddress;
  return {
    id,
    captchaNeeded,
    withdraw: async () => {
      await ctx.db.query('DELETE FROM sign_in_failures WHERE id = $1::bigint', [id]);
    },
    succeeded: async () => {
      await ctx.db.query(
        `WITH withdrawn AS (DELETE FROM sign_in_failures WHERE id = $1::bigint)
         INSERT INTO sign_in_successes (username_key, address, succeeded_at) VALUES ($2, $3, $4)`,
        [id, username, address, now],
      );
    },
  };
}

/** What COUNT_AND_RECORD_SQL reads before the attempt, and the attempt's failure row (null: refused). */
interface CountedAttempts {
  id: string | null;
  /** Failures that count against the username (user_scope in COUNT_AND_RECORD_SQL). */
  userFailures: number;
  /** The limit-th most recent of those failures: once it leaves the window, the limit has room again. */
  userPivot: Date | null;
  /** Successful sign-ins of the username in the last minute, and the oldest of them. */
  userSignIns: number;
  oldestSignIn: Date | null;
  /** Failures from the address in the failure window; sign-ins and failures from it in the last minute. */
  addressFailures: number;
  addressAttempts: number;
}

/**
 * Counts the attempts that limit this one and, unless the username is over its failure limit
 * ($8) or its sign-ins per minute ($9), records the attempt as a failure, in one statement.
 *
 * Which failures count against a username (user_scope): those after its last successful
 * sign-in, and, at an address the user signed in from in the last days ($7), only those from
 * that address. A username's sign-ins of the last minute are its successful ones (its failures
 * have their own limit, scoped so that guesses elsewhere never lock it out at a known address);
 * an address's are every attempt from it.
 */
const COUNT_AND_RECORD_SQL = `
  WITH user_scope AS (
    SELECT GREATEST(u.last_login_at, $5::timestamptz) AS since,
           EXISTS (SELECT 1 FROM sign_in_addresses a
                    WHERE a.user_id = u.id AND a.address = $2 AND a.last_success_at > $7) AS known_address
      FROM (SELECT $3::int AS id) k LEFT JOIN users u ON u.id = k.id
  ), user_failures AS (
    SELECT f.failed_at FROM sign_in_failures f, user_scope s
     WHERE f.username_key = $1 AND f.failed_at > s.since AND (NOT s.known_address OR f.address = $2)
  ), counted AS (
    SELECT (SELECT count(*) FROM user_failures)::int AS "userFailures",
           (SELECT failed_at FROM user_failures ORDER BY failed_at DESC OFFSET $8::int - 1 LIMIT 1) AS "userPivot",
           (SELECT count(*) FROM sign_in_successes WHERE username_key = $1 AND succeeded_at > $6)::int AS "userSignIns",
           (SELECT min(succeeded_at) FROM sign_in_successes WHERE username_key = $1 AND succeeded_at > $6) AS "oldestSignIn",
           (SELECT count(*) FROM sign_in_failures WHERE address = $2 AND failed_at > $5)::int AS "addressFailures",
           ((SELECT count(*) FROM sign_in_successes WHERE address = $2 AND succeeded_at > $6) +
            (SELECT count(*) FROM sign_in_failures WHERE address = $2 AND failed_at > $6))::int AS "addressAttempts"
  ), recorded AS (
    INSERT INTO sign_in_failures (username_key, address, failed_at)
    SELECT $1, $2, $4 FROM counted WHERE "userFailures" < $8::int AND "userSignIns" < $9::int
    RETURNING id::text AS id
  )
  SELECT r.id, c.* FROM counted c LEFT JOIN recorded r ON true`;

/** The 429 for a refused attempt: retry once every limit it is over has room again. */
function refusal(counted: CountedAttempts, limits: SignInLimits, now: Date): TooManyAttempts {
  // The windows slide: a limit is free again once its limit-th most recent entry leaves it.
  const failuresFreeAt = counted.userFailures >= limits.maxFailuresPerUser ? later(counted.userPivot, limits.windowMinutes * 60_000) : null;
  const signInsFreeAt = counted.userSignIns >= limits.maxPerMinutePerUser ? later(counted.oldestSignIn, RATE_WINDOW_MS) : null;
  const until = [failuresFreeAt, signInsFreeAt].filter((at): at is Date => at !== null);
  if (until.length === 0) throw new Error('sign-in attempt refused with no limit reached');
  const reason = failuresFreeAt === null ? TOO_MANY_SIGN_INS : TOO_MANY_ATTEMPTS;
  return tooManyAttempts(new Date(Math.max(...until.map((at) => at.getTime()))), now, reason);
}

const later = (at: Date | null, ms: number): Date | null => (at === null ? null : new Date(new Date(at).getTime() + ms));

/**
 * SQL that remembers, after a successful sign-in, the address the user signed in from: failures
 * of other addresses no longer lock them out there. $-expressions for the user, the address key
 * (addressKey) and the time.
 */
export function rememberAddressSql(userId: string, address: string, at: string): string {
  return `INSERT INTO sign_in_addresses (user_id, address, last_success_at) VALUES (${userId}, ${address}, ${at})
          ON CONFLICT (user_id, address) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`;
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

let lastPrune = 0;
async function pruneNowAndThen(ctx: AppContext, since: Date, rateSince: Date): Promise<void> {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  // Best effort: an expired row left behind is never counted, so a failed prune changes nothing.
  await ctx.db.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [since]).catch(() => undefined);
  await ctx.db.query('DELETE FROM sign_in_successes WHERE succeeded_at <= $1', [rateSince]).catch(() => undefined);
}
