import type { CookieJar } from '../../platform/deps';
import { setSignedCookies } from './cookies';

const cookie = (policy: string) => ({
  'CloudFront-Key-Pair-Id': 'K2TEST',
  'CloudFront-Signature': `sig-${policy}`,
  'CloudFront-Policy': policy,
});

it('keeps the cookies 24 hours (§9), each token answer bringing its newly signed policy', () => {
  const jar = new Map<string, [string, number]>();
  const cookies: CookieJar = { set: (name, value, maxAge) => void jar.set(name, [value, maxAge]), remove: (name) => void jar.delete(name) };
  setSignedCookies(cookies, cookie('first'));
  setSignedCookies(cookies, cookie('renewed'));
  expect(Object.fromEntries(jar)).toEqual({
    'CloudFront-Key-Pair-Id': ['K2TEST', 24 * 3600],
    'CloudFront-Signature': ['sig-renewed', 24 * 3600],
    'CloudFront-Policy': ['renewed', 24 * 3600],
  });
  // A login without CDN access keeps none.
  setSignedCookies(cookies, null);
  expect(jar.size).toBe(0);
});
