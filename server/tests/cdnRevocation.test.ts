import { API_PATHS, type PreSignedCookie, type TokenResponse } from '../../contract';
import { deactivateUser, lockMembership, reactivateUser, unlockMembership } from '../auth/accessChanges';
import { EMBEDDED_CDN_PATH } from '../config';
import { storedUpload } from '../testing/storedUpload';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

// The CDN cookies live 24 hours (§9); the login they were issued to may end long before. The
// embedded CDN reuses its answer about a login for 5 s, so each check moves the clock past that.
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
