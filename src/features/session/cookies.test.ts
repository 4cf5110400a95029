import type { CookieJar } from '../../platform/deps';
import { cookieMaxAgeSeconds, setSignedCookies } from './cookies';

// The policy as the server signs it: CloudFront's URL-safe base64 of its JSON.
const policyUntil = (epochSeconds: number) =>
  btoa(
    JSON.stringify({
      Statement: [{ Resource: 'https://cdn.test/customers/1/*', Condition: { DateLessThan: { 'AWS:EpochTime': epochSeconds } } }],
    }),
  )
    .replace(/\+/g, '-')
    .replace(/=/g, '_')
    .replace(/\//g, '~');
const NOW_MS = Date.parse('2026-03-02T09:00:00.000Z');

it('keeps the cookies until their policy expires, renewed by each token answer', () => {
  const set: [string, number][] = [];
  const jar: CookieJar = { set: (name, _value, maxAge) => void set.push([name, maxAge]), remove: () => undefined };
  const cookie = (until: number) => ({
    'CloudFront-Key-Pair-Id': 'K2TEST',
    'CloudFront-Signature': 'sig',
    'CloudFront-Policy': policyUntil(until),
  });
  setSignedCookies(jar, cookie(NOW_MS / 1000 + 15 * 60), NOW_MS);
  expect(set).toEqual([
    ['CloudFront-Key-Pair-Id', 900],
    ['CloudFront-Signature', 900],
    ['CloudFront-Policy', 900],
  ]);
  // Ten minutes on, a refresh's answer carries a policy running 15 minutes from then.
  setSignedCookies(jar, cookie(NOW_MS / 1000 + 25 * 60), NOW_MS + 10 * 60_000);
  expect(set.slice(3).map(([, maxAge]) => maxAge)).toEqual([900, 900, 900]);
});

it('keeps a lapsed policy for no time, and an unreadable one for §9’s 15 minutes', () => {
  expect(cookieMaxAgeSeconds(policyUntil(NOW_MS / 1000 - 1), NOW_MS)).toBe(0);
  expect(cookieMaxAgeSeconds('policy-1', NOW_MS)).toBe(15 * 60);
  expect(cookieMaxAgeSeconds(policyUntil(NOW_MS / 1000 + 12 * 3600), NOW_MS)).toBe(12 * 3600);
});
