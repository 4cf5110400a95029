import crypto from 'node:crypto';
import type { PreSignedCookie } from '../../contract';
import { EMBEDDED_CDN_PATH, type Config } from '../config';

/** CloudFront's URL-safe base64: + → -, = → _, / → ~. */
export function cloudFrontBase64(data: Buffer | string): string {
  return Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
}

export function cookieResource(cdnUrl: string, customerId: number): string {
  return `${cdnUrl}/customers/${customerId}/*`;
}

/**
 * The path the app sets the cookies for: the organisations' objects on the CDN (`/cdn/customers/`
 * for the embedded one), so no other request of the app carries them.
 */
export function cookiePath(config: Pick<Config, 'cdnUrl' | 'media'>): string {
  const base = config.media.cdnEmbedded ? EMBEDDED_CDN_PATH : new URL(config.cdnUrl).pathname.replace(/\/+$/, '');
  return `${base}/customers/`;
}

/** Signed-cookie values with a custom policy (CloudFront "Using signed cookies", custom policy). */
export function signCloudFrontCookie(input: {
  resource: string;
  now: Date;
  /** How long it lasts (config.ts, signedCookieSeconds), but never past `notAfter` (the login's absolute expiry). */
  lifetimeSeconds: number;
  notAfter?: Date;
  keyPairId: string;
  privateKey: crypto.KeyObject;
  /**
   * The login (refresh family) the cookie is issued to, for the embedded CDN, which serves it only
   * while that login lives; CloudFront knows no such field, so it is left out for a real CDN.
   */
  login?: string;
}): PreSignedCookie {
  const full = Math.floor(input.now.getTime() / 1000) + input.lifetimeSeconds;
  const expires = input.notAfter === undefined ? full : Math.min(full, Math.floor(input.notAfter.getTime() / 1000));
  const policy = JSON.stringify({
    Statement: [{ Resource: input.resource, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
    ...(input.login === undefined ? {} : { Login: input.login }),
  });
  const key = `${input.keyPairId} ${policy}`;
  const cached = recentCookies.get(key);
  if (cached !== undefined) return cached;
  const signature = crypto.sign('RSA-SHA1', Buffer.from(policy), input.privateKey);
  const cookie = {
    'CloudFront-Key-Pair-Id': input.keyPairId,
    'CloudFront-Signature': cloudFrontBase64(signature),
    'CloudFront-Policy': cloudFrontBase64(policy),
  };
  if (recentCookies.size >= RECENT_COOKIES) recentCookies.clear();
  recentCookies.set(key, cookie);
  return cookie;
}

/**
 * An RSA signature costs about a millisecond of CPU, more than the rest of a refresh grant. For a
 * real CDN the policy names only the resource and the expiry (to the second), so every grant for
 * the same organisation within one second gets the same cookie: it is signed once and reused. For
 * the embedded CDN it names the login too, so only a retry of the same login reuses it.
 */
const RECENT_COOKIES = 256;
const recentCookies = new Map<string, PreSignedCookie>();

export function fromCloudFrontBase64(value: string): Buffer {
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');
}
