import type { PreSignedCookie } from '../../../contract/token';
import { SIGNED_COOKIE_MINUTES } from '../../config/constants';
import type { CookieJar } from '../../platform/deps';

const NAMES: readonly (keyof PreSignedCookie)[] = ['CloudFront-Key-Pair-Id', 'CloudFront-Signature', 'CloudFront-Policy'];

/**
 * How long the browser keeps the cookies: until their signed policy's expiry (CloudFront's
 * DateLessThan), so the server's figure is the only one; §9's fallback when it cannot be read.
 */
export function cookieMaxAgeSeconds(policy: string, nowMs: number): number {
  try {
    const json = atob(policy.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'));
    const until: unknown = (JSON.parse(json) as { Statement?: { Condition?: { DateLessThan?: { 'AWS:EpochTime'?: unknown } } }[] })
      .Statement?.[0]?.Condition?.DateLessThan?.['AWS:EpochTime'];
    if (typeof until === 'number') return Math.max(0, Math.floor(until - nowMs / 1000));
  } catch {
    // Not a policy this app can read: the fallback below.
  }
  return SIGNED_COOKIE_MINUTES * 60;
}

/**
 * §4, §9: the signed media cookies of every token answer; each answer renews them, so they
 * last while the session does. A login without CDN access (support role, pending password
 * change) gets none, and keeps none.
 */
export function setSignedCookies(cookies: CookieJar, values: PreSignedCookie | null, nowMs: number): void {
  if (values === null) return removeSignedCookies(cookies);
  const maxAge = cookieMaxAgeSeconds(values['CloudFront-Policy'], nowMs);
  for (const name of NAMES) cookies.set(name, values[name], maxAge);
}

export function removeSignedCookies(cookies: CookieJar): void {
  for (const name of NAMES) cookies.remove(name);
}
