import { API_PATHS, CAPTCHA_FIELD } from '../../contract';
import { addressKey } from '../auth/signInLimits';
import { DEMO_PASSWORD } from '../db/seedData';
import { solvedCaptcha } from '../testing/captcha';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/testApp';

/** The documented defaults: 10 failures per username, 50 per address, in 15 minutes; captcha after 3. */
let t: TestApp;
beforeAll(async () => {
  // Small proofs of work: these tests solve dozens of captchas (the widget's cost has its own test).
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '1000' });
}, START_TIMEOUT_MS);
afterAll(() => t?.close(), START_TIMEOUT_MS);

const MINUTE = 60_000;

function attempt(from: string, username: string, password: string, captcha?: string) {
  const form: Record<string, string> = { grant_type: 'password', username, password, client_id: 'takeflow-web' };
  if (captcha !== undefined) form[CAPTCHA_FIELD] = captcha;
  return t.inject({
    method: 'POST',
    url: API_PATHS.token,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

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
    expect(locked.json()).toEqual({ error: 'too_many_requests', error_description: 'Too many failed sign-in attempts. Try again in 5 minutes.' });
    // The first failure leaves the 15-minute window 5 minutes from now (10 minutes have passed).
    expect(Number(locked.headers['retry-after'])).toBe(5 * 60);
    t.clock.set(new Date(start.getTime() + 15 * MINUTE + 1));
    // One failure has left the window: 9 remain, so a captcha is still asked for.
    expect(description(await attempt('192.0.2.99', 'viewer@globex.test', DEMO_PASSWORD))).toBe('Captcha required');
    expect((await attempt('192.0.2.99', 'viewer@globex.test', DEMO_PASSWORD, await solvedCaptcha(t))).statusCode).toBe(200);
  });

  it('refuses an address with 429 after 50 failures in 15 minutes, whatever the usernames; other addresses go on', async () => {
    for (let i = 0; i < 50; i += 1) await fail('198.51.100.50', `guess-${i}@acme.test`, false);
    const locked = await attempt('198.51.100.50', 'manager@acme.test', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect((await attempt('198.51.100.51', 'manager@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1);
    expect((await attempt('198.51.100.50', 'manager@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    expect(addressKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8:a:b::9')).toBe('2001:db8:a:b::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    for (let i = 0; i < 50; i += 1) await fail(`2001:db8:77:1::${(i + 1).toString(16)}`, `v6-${i}@acme.test`, false);
    expect((await attempt('2001:db8:77:1:ffff::1', 'admin@acme.test', DEMO_PASSWORD)).statusCode).toBe(429);
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
    const answers = await Promise.all(captchas.map((captcha, i) => attempt(`192.0.2.${100 + i}`, 'creator@globex.test', 'Wrong-guess-2', captcha)));
    const statuses = answers.map((answer) => `${answer.statusCode} ${description(answer) ?? ''}`);
    expect(statuses.filter((status) => status === '400 Invalid username or password')).toHaveLength(10);
    expect(statuses.filter((status) => status.startsWith('429 '))).toHaveLength(14);
  });
});
