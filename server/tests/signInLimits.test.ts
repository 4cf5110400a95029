import { API_PATHS, CAPTCHA_FIELD } from '../../contract';
import { addressKey } from '../auth/signInLimits';
import { DEMO_PASSWORD } from '../db/seedData';
import { solvedCaptcha } from '../testing/captcha';
import { START_TIMEOUT_MS, appForFile, startTestApp } from '../testing/testApp';

/**
 * The documented defaults: 10 failures per username, 50 per address, in 15 minutes; captcha
 * after 3; 10 sign-ins per minute per username, 60 per address.
 */
const t = appForFile({ CAPTCHA_MAX_NUMBER: '1000', SIGNIN_MAX_PER_MINUTE_PER_USER: '10', SIGNIN_MAX_PER_MINUTE_PER_ADDRESS: '60' });

beforeAll(async () => {
  // Small proofs of work: these tests solve dozens of captchas (the widget's cost has its own test).
}, START_TIMEOUT_MS);

const MINUTE = 60_000;

function attempt(from: string, username: string, password: string, captcha?: string, headers: Record<string, string> = {}) {
  const form: Record<string, string> = { grant_type: 'password', username, password, client_id: 'takeflow-web' };
  if (captcha !== undefined) form[CAPTCHA_FIELD] = captcha;
  return t.inject({
    method: 'POST',
    url: API_PATHS.token,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

const failureRows = async () => (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_failures'))[0]?.n;

/** A wrong password, with a solved captcha once the username needs one. */
async function fail(from: string, username: string, withCaptcha: boolean) {
  const answer = await attempt(from, username, 'Wrong-guess-1', withCaptcha ? await solvedCaptcha(t) : undefined);
  expect(answer.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid username or password' });
}

const description = (answer: { json: () => { error_description?: string } }) => answer.json().error_description;

describe('sign-in limits', () => {
  it('asks for a captcha after 3 failures of a username; a correct password with a solved captcha signs in', async () => {
    for (let i = 0; i < 3; i += 1) await fail('203.0.113.10', 'creator@acme.test', false);
    const refused = await attempt('203.0.113.10', 'creator@acme.test', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(description(refused)).toBe('Captcha required');
    // From any address: the count belongs to the username.
    expect(description(await attempt('198.51.100.7', 'creator@acme.test', DEMO_PASSWORD))).toBe('Captcha required');
    const signedIn = await attempt('203.0.113.10', 'creator@acme.test', DEMO_PASSWORD, await solvedCaptcha(t));
    expect(signedIn.statusCode).toBe(200);
    // A successful sign-in clears the username's failures: no captcha next time.
    expect((await attempt('203.0.113.10', 'creator@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a username with 429 and Retry-After after 10 failures in 15 minutes, then lets it in again', async () => {
    const start = t.clock.now();
    for (let i = 0; i < 10; i += 1) {
      await fail(`192.0.2.${i + 1}`, 'viewer@globex.test', i >= 3);
      t.clock.advance(MINUTE);
    }
    // Even the right password, with a solved captcha and from a new address, is refused now.
    const locked = await attempt('192.0.2.99', 'viewer@globex.test', DEMO_PASSWORD, await solvedCaptcha(t));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['cache-control']).toBe('no-store');
    expect(locked.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Too many failed sign-in attempts. Try again in 5 minutes.',
    });
    // The first failure leaves the 15-minute window 5 minutes from now (10 minutes have passed).
    expect(Number(locked.headers['retry-after'])).toBe(5 * 60);
    t.clock.set(new Date(start.getTime() + 15 * MINUTE + 1));
    // One failure has left the window: 9 remain, so a captcha is still asked for.
    expect(description(await attempt('192.0.2.99', 'viewer@globex.test', DEMO_PASSWORD))).toBe('Captcha required');
    expect((await attempt('192.0.2.99', 'viewer@globex.test', DEMO_PASSWORD, await solvedCaptcha(t))).statusCode).toBe(200);
  });

  it('never locks a correct password out by an address: 60 failed guesses of random usernames only make it solve a captcha', async () => {
    for (let i = 0; i < 60; i += 1) {
      await fail('198.51.100.50', `guess-${i}-${Math.random().toString(36).slice(2)}@acme.test`, i >= 50);
      t.clock.advance(1000);
    }
    const asked = await attempt('198.51.100.50', 'creator@acme.test', DEMO_PASSWORD);
    expect(asked.statusCode).toBe(400);
    expect(description(asked)).toBe('Captcha required');
    expect((await attempt('198.51.100.50', 'creator@acme.test', DEMO_PASSWORD, await solvedCaptcha(t))).statusCode).toBe(200);
    // Other addresses are not even asked.
    expect((await attempt('198.51.100.51', 'manager@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1);
    expect((await attempt('198.51.100.50', 'manager@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a cross-site browser POST with 403 before anything is counted; same-site and Origin-less clients pass', async () => {
    const before = await failureRows();
    const elsewhere = await attempt('198.51.100.60', 'creator@acme.test', 'Wrong-guess-1', undefined, { origin: 'https://elsewhere.test' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ error: 'access_denied', error_description: 'Cross-site requests are not accepted' });
    const fetched = await attempt('198.51.100.60', 'creator@acme.test', DEMO_PASSWORD, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(fetched.statusCode).toBe(403);
    const opaque = await attempt('198.51.100.60', 'creator@acme.test', DEMO_PASSWORD, undefined, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    const revoke = await t.inject({
      method: 'POST',
      url: API_PATHS.revoke,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.test' },
      payload: 'token=abc&client_id=takeflow-web',
    });
    expect(revoke.statusCode).toBe(403);
    expect(await failureRows()).toBe(before);
    // The app's own origin (light-my-request's Host is localhost:80), and no Origin at all.
    const own = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' };
    expect((await attempt('198.51.100.60', 'creator@acme.test', DEMO_PASSWORD, undefined, own)).statusCode).toBe(200);
    expect((await attempt('198.51.100.60', 'creator@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-ins, successful ones included: 11th of a username within a minute is 429, the 61st of an address needs a captcha', async () => {
    t.clock.advance(2 * MINUTE);
    for (let i = 0; i < 10; i += 1) expect((await attempt(`192.0.2.${150 + i}`, 'admin@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const limited = await attempt('192.0.2.170', 'admin@acme.test', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(description(limited)).toBe('Too many sign-ins in a short time. Try again in 1 minute.');
    expect(Number(limited.headers['retry-after'])).toBe(60);
    t.clock.advance(MINUTE + 1);
    expect((await attempt('192.0.2.170', 'admin@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    // Seven accounts, so none of them reaches its own limit of 10.
    const users = [
      'creator@acme.test',
      'manager@acme.test',
      'viewer@acme.test',
      'admin@acme.test',
      'multi@acme.test',
      'creator@globex.test',
      'viewer@globex.test',
    ];
    for (let i = 0; i < 60; i += 1) {
      expect((await attempt('198.51.100.90', users[i % users.length] as string, DEMO_PASSWORD)).statusCode).toBe(200);
    }
    expect(description(await attempt('198.51.100.90', 'viewer@acme.test', DEMO_PASSWORD))).toBe('Captcha required');
    expect((await attempt('198.51.100.90', 'viewer@acme.test', DEMO_PASSWORD, await solvedCaptcha(t))).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    expect(addressKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8:a:b::9')).toBe('2001:db8:a:b::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    for (let i = 0; i < 50; i += 1) await fail(`2001:db8:77:1::${(i + 1).toString(16)}`, `v6-${i}@acme.test`, false);
    expect(description(await attempt('2001:db8:77:1:ffff::1', 'admin@acme.test', DEMO_PASSWORD))).toBe('Captcha required');
    expect((await attempt('2001:db8:77:2::1', 'admin@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not lock a user out at an address they signed in from: failures elsewhere do not count there', async () => {
    expect((await attempt('203.0.113.80', 'vendor@cutline.test', DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(1000);
    for (let i = 0; i < 10; i += 1) await fail('192.0.2.200', 'vendor@cutline.test', i >= 3);
    expect((await attempt('192.0.2.200', 'vendor@cutline.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('192.0.2.201', 'vendor@cutline.test', DEMO_PASSWORD)).statusCode).toBe(429);
    // The user's own address: no lock-out and not even a captcha.
    expect((await attempt('203.0.113.80', 'vendor@cutline.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('lets no more than 10 of many parallel guesses at one username be checked', async () => {
    const captchas = await Promise.all(Array.from({ length: 24 }, () => solvedCaptcha(t)));
    const answers = await Promise.all(
      captchas.map((captcha, i) => attempt(`192.0.2.${100 + i}`, 'creator@globex.test', 'Wrong-guess-2', captcha)),
    );
    const statuses = answers.map((answer) => `${answer.statusCode} ${description(answer) ?? ''}`);
    expect(statuses.filter((status) => status === '400 Invalid username or password')).toHaveLength(10);
    expect(statuses.filter((status) => status.startsWith('429 '))).toHaveLength(14);
  });

  it('with TRUST_PROXY=1 counts the address the one proxy saw, not a forged left-most X-Forwarded-For', async () => {
    const behind = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const answer = await behind.inject({
        method: 'POST',
        url: API_PATHS.token,
        remoteAddress: '10.0.0.5',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.66, 203.0.113.77' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: 'nobody@acme.test',
          password: 'x',
          client_id: 'takeflow-web',
        }).toString(),
      });
      expect(answer.statusCode).toBe(400);
      const rows = await behind.ctx.db.query<{ address: string }>('SELECT address FROM sign_in_failures');
      expect(rows.map((row) => row.address)).toEqual(['203.0.113.77']);
    } finally {
      await behind.close();
    }
  });
});
