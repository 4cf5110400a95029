import { API_PATHS, type PreSignedCookie, type TokenResponse } from '../../contract';
import { fromCloudFrontBase64 } from '../auth/cloudfront';
import { deactivateUser, lockMembership, reactivateUser, unlockMembership } from '../auth/accessChanges';
import { EMBEDDED_CDN_PATH, SIGNED_COOKIE_MINUTES } from '../config';
import { cookiesAllow, parseCookies } from '../media/cdnCookies';
import { storedUpload } from '../testing/storedUpload';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

// CDN access ends with the login: a cookie lasts 15 minutes (§9, Decisions) and every token
// answer renews it, so a login that has ended gets no new one; the embedded CDN also refuses the
// cookies of an ended login at once. It reuses its answer about a login for 5 s, so each check
// moves the clock past that.
const t = appForFile();
let url = '';

beforeAll(async () => {
  const creator = await t.login('creator@acme.test');
  url = `${EMBEDDED_CDN_PATH}/${(await storedUpload(t, creator.access_token, 'footage', 'video/mp4')).key}`;
}, START_TIMEOUT_MS);

const cookieOf = (login: TokenResponse): string => {
  const cookie: PreSignedCookie | null = login.additionalDetails.preSignedCookie;
  if (cookie === null) throw new Error('no CDN cookie');
  return Object.entries(cookie)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
};
const expiryOf = (login: TokenResponse): number => {
  const policy = fromCloudFrontBase64(login.additionalDetails.preSignedCookie?.['CloudFront-Policy'] ?? '').toString('utf8');
  return (JSON.parse(policy) as { Statement: { Condition: { DateLessThan: { 'AWS:EpochTime': number } } }[] }).Statement[0]!.Condition
    .DateLessThan['AWS:EpochTime'];
};
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const refresh = async (login: TokenResponse) => {
  const response = await t.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token, client_id: t.config.clientId });
  expect(response.statusCode).toBe(200);
  return response.json<TokenResponse>();
};
const MINUTE_MS = 60_000;
const fetchWith = async (cookie: string) => (await t.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
const later = () => t.clock.advance(6_000);
const userId = async (username: string) =>
  (await t.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;

it('stops serving a login’s cookies once it has logged out, while another login’s go on', async () => {
  const leaving = await t.login('manager@acme.test');
  const staying = await t.login('manager@acme.test');
  expect(await fetchWith(cookieOf(leaving))).toBe(200);
  const revoked = await t.inject({
    method: 'POST',
    url: API_PATHS.revoke,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: leaving.refresh_token, client_id: t.config.clientId }).toString(),
  });
  expect(revoked.statusCode).toBe(200);
  later();
  expect(await fetchWith(cookieOf(leaving))).toBe(403);
  expect(await fetchWith(cookieOf(staying))).toBe(200);
});

it('stops serving a deactivated user’s cookies', async () => {
  const viewer = await t.login('viewer@acme.test');
  expect(await fetchWith(cookieOf(viewer))).toBe(200);
  const id = await userId('viewer@acme.test');
  await deactivateUser(t.ctx.db, id, t.clock.now());
  later();
  try {
    expect(await fetchWith(cookieOf(viewer))).toBe(403);
  } finally {
    await reactivateUser(t.ctx.db, id);
  }
});

it('stops serving the organisation’s objects to a member locked there, though their login goes on elsewhere', async () => {
  const multi = await t.login('multi@acme.test');
  expect(multi.additionalDetails.CustomerDetails?.customerId).toBe(1);
  expect(await fetchWith(cookieOf(multi))).toBe(200);
  const id = await userId('multi@acme.test');
  await lockMembership(t.ctx.db, id, 1, t.clock.now());
  later();
  try {
    expect(await fetchWith(cookieOf(multi))).toBe(403);
  } finally {
    await unlockMembership(t.ctx.db, id, 1);
  }
  later();
  expect(await fetchWith(cookieOf(multi))).toBe(200);
});

it('signs a cookie for 15 minutes, renews it with every refresh, and lets an unrenewed one lapse', async () => {
  expect(SIGNED_COOKIE_MINUTES).toBe(15);
  const first = await t.login('creator@acme.test');
  expect(expiryOf(first)).toBe(nowSeconds() + 15 * 60);
  // The app refreshes once per access token (5 minutes here): each answer carries a later cookie.
  t.clock.advance(10 * MINUTE_MS);
  const second = await refresh(first);
  expect(expiryOf(second)).toBe(nowSeconds() + 15 * 60);
  expect(expiryOf(second)).toBeGreaterThan(expiryOf(first));
  t.clock.advance(6 * MINUTE_MS);
  expect(await fetchWith(cookieOf(first))).toBe(403);
  expect(await fetchWith(cookieOf(second))).toBe(200);
});

it('never signs a cookie past the login’s absolute expiry', async () => {
  const started = nowSeconds();
  let login = await t.login('viewer@acme.test');
  // Refreshed every 10 minutes, as an active app does, until 5 minutes before the login ends.
  while (nowSeconds() + 10 * 60 < started + t.config.refreshAbsoluteTtlSeconds - 5 * 60) {
    t.clock.advance(10 * MINUTE_MS);
    login = await refresh(login);
  }
  t.clock.advance((started + t.config.refreshAbsoluteTtlSeconds - 5 * 60 - nowSeconds()) * 1000);
  login = await refresh(login);
  expect(expiryOf(login)).toBe(started + t.config.refreshAbsoluteTtlSeconds);
});

it('gives a logged-out login no new cookie, and its last one lapses within 15 minutes behind a real CDN', async () => {
  const login = await t.login('manager@acme.test');
  const revoked = await t.inject({
    method: 'POST',
    url: API_PATHS.revoke,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: login.refresh_token, client_id: t.config.clientId }).toString(),
  });
  expect(revoked.statusCode).toBe(200);
  const renewal = await t.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token, client_id: t.config.clientId });
  expect(renewal.statusCode).toBe(400);
  // What CloudFront checks — the signature, the resource and the expiry — still passes now and
  // refuses it once its 15 minutes are over.
  const cloudFrontAllows = () =>
    cookiesAllow(
      parseCookies(cookieOf(login)),
      `${t.config.cdnUrl}${url.slice(EMBEDDED_CDN_PATH.length)}`,
      '127.0.0.1',
      t.ctx.keys.cloudFront,
      t.clock.now(),
    );
  expect(cloudFrontAllows()).toBe(true);
  t.clock.advance(15 * MINUTE_MS);
  expect(cloudFrontAllows()).toBe(false);
});
