import { OUTAGE_RETRY_AFTER_CAP_MS, OUTAGE_RETRY_MAX_MS, OUTAGE_RETRY_MIN_MS } from '../config/constants';
import type { Exchange } from './http';

/** Answers of a server (or its proxy) that is down for a while: nothing was done, ask again later. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

export const isTransientStatus = (status: number) => TRANSIENT_STATUSES.has(status);

/** An exchange that says the server cannot serve right now (and that the call did not happen). */
export const isOutageAnswer = (exchange: Exchange) => exchange.kind === 'answer' && isTransientStatus(exchange.status);

/**
 * Retry-After in milliseconds (RFC 9110 §10.2.3: delay-seconds or an HTTP date), capped; null
 * when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    // An HTTP date names its day and month ('Wed, 21 Oct 2026 07:28:00 GMT'); '-3' is no date.
    const at = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : NaN;
    if (Number.isNaN(at)) return null;
    ms = Math.max(0, at - now);
  }
  return Math.min(ms, OUTAGE_RETRY_AFTER_CAP_MS);
}

/**
 * The wait before retry number `failures` (0 for the first): exponential backoff with jitter, so
 * tabs do not return in step, and never sooner than the server's Retry-After.
 */
export function outageDelay(failures: number, retryAfterMs: number | null, random: () => number = Math.random): number {
  const ceiling = Math.min(OUTAGE_RETRY_MAX_MS, OUTAGE_RETRY_MIN_MS * 2 ** failures);
  const backoff = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(backoff, retryAfterMs ?? 0);
}
