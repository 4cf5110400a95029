import type { PreSignedCookie } from '../../../contract/token';
import { COOKIE_LIFETIME_HOURS } from '../../config/constants';
import type { CookieJar } from '../../platform/deps';

const NAMES: readonly (keyof PreSignedCookie)[] = ['CloudFront-Key-Pair-Id', 'CloudFront-Signature', 'CloudFront-Policy'];

/**
 * §4, §9: the signed media cookies of every token answer, kept 24 hours; each answer renews the
 * short policy they carry, so media access lasts while the session does. A login without CDN access (support role, pending password
 * change) gets none, and keeps none.
 */
export function setSignedCookies(cookies: CookieJar, values: PreSignedCookie | null): void {
  if (values === null) return removeSignedCookies(cookies);
  for (const name of NAMES) cookies.set(name, values[name], COOKIE_LIFETIME_HOURS * 3600);
}

export function removeSignedCookies(cookies: CookieJar): void {
  for (const name of NAMES) cookies.remove(name);
}
