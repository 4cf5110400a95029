import { API_PATHS, ERROR_MESSAGES, ROLE, type TokenResponse } from '../../contract';
import { countStatements } from '../testing/statementCount';
import { appForFile } from '../testing/testApp';

const t = appForFile();

const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
  t.token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'takeflow-web', ...extra });

const profiles = (accessToken: string) => t.call(API_PATHS.getCustomerProfiles, accessToken);

const invalid = { error: 'invalid_grant', error_description: ERROR_MESSAGES.invalidRefreshToken };
const MINUTE = 60_000;

describe('refresh grant', () => {
  it('rotates: a new pair each time, the same session and organisation', async () => {
    const login = await t.login('manager@acme.test');
    const first = await refresh(login.refresh_token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json<TokenResponse>();
    expect(body.refresh_token).not.toBe(login.refresh_token);
    expect(body.access_token).not.toBe(login.access_token);
    expect(body.userRoles).toEqual([ROLE.manager]);
    expect(body.additionalDetails.CustomerDetails?.customerId).toBe(1);
    expect((await profiles(body.access_token)).statusCode).toBe(200);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again, and only that family', async () => {
    const laptop = await t.login('creator@acme.test');
    const phone = await t.login('creator@acme.test');
    const rotated = (await refresh(laptop.refresh_token)).json<TokenResponse>();

    // Past the reuse window a second presentation is a replay, not a retry.
    t.clock.advance((t.config.refreshReuseWindowSeconds + 1) * 1000);
    const replay = await refresh(laptop.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(invalid);
    // The legitimate holder's newer token and access token die with the family.
    expect((await refresh(rotated.refresh_token)).json()).toEqual(invalid);
    expect((await profiles(rotated.access_token)).json()).toMatchObject({ status: 'Error', errorMessage: 'Session has ended' });
    // Another device's session is untouched.
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
  });

  it('rotates only once for two concurrent uses of the same token: both get the same successor', async () => {
    const login = await t.login('viewer@acme.test');
    const answers = await Promise.all([refresh(login.refresh_token), refresh(login.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((a) => a.json<TokenResponse>().refresh_token);
    expect(second).toBe(first);
    expect((await refresh(first ?? '')).statusCode).toBe(200);
  });

  it('ends a session at its absolute lifetime, whatever the rotation', async () => {
    const start = t.clock.now();
    let current = (await t.login('admin@acme.test')).refresh_token;
    // Rotate every 25 minutes: never idle, but 12 hours after login the session is over.
    while (t.clock.now().getTime() - start.getTime() < 12 * 60 * MINUTE - 25 * MINUTE) {
      t.clock.advance(25 * MINUTE);
      const answer = await refresh(current);
      expect(answer.statusCode).toBe(200);
      current = answer.json<TokenResponse>().refresh_token;
    }
    t.clock.set(new Date(start.getTime() + 12 * 60 * MINUTE));
    expect((await refresh(current)).json()).toEqual(invalid);
  });

  it('refuses a token left unused for longer than the idle timeout', async () => {
    const fresh = await t.login('admin@acme.test');
    t.clock.advance(30 * MINUTE);
    const justInTime = await refresh(fresh.refresh_token);
    expect(justInTime.statusCode).toBe(200);
    t.clock.advance(30 * MINUTE + 1000);
    expect((await refresh(justInTime.json<TokenResponse>().refresh_token)).json()).toEqual(invalid);
  });

  it('answers User is not active for a user deactivated since login', async () => {
    const login = await t.login('viewer@acme.test');
    await t.ctx.db.query("UPDATE users SET is_active = false WHERE username = 'viewer@acme.test'");
    try {
      expect((await refresh(login.refresh_token)).json()).toEqual({
        error: 'invalid_grant',
        error_description: ERROR_MESSAGES.userNotActive,
      });
      expect((await profiles(login.access_token)).statusCode).toBe(401);
      // The refusal wrote nothing: once active again, the same token rotates.
      await t.ctx.db.query("UPDATE users SET is_active = true WHERE username = 'viewer@acme.test'");
      expect((await refresh(login.refresh_token)).statusCode).toBe(200);
    } finally {
      await t.ctx.db.query("UPDATE users SET is_active = true WHERE username = 'viewer@acme.test'");
    }
  });

  it('reports a value that is not a refresh token at all', async () => {
    expect((await refresh('not-a-token')).json()).toEqual({
      error: 'invalid_grant',
      error_description: ERROR_MESSAGES.cannotConvertAccessToken,
    });
    expect((await refresh('A'.repeat(43))).json()).toEqual(invalid);
  });

  it('refuses a token presented by another client', async () => {
    const login = await t.login('manager@acme.test');
    expect((await refresh(login.refresh_token, { client_id: 'other' })).statusCode).toBe(401);
    expect((await refresh(login.refresh_token)).statusCode).toBe(200);
  });
});

describe('round trips of a refresh grant', () => {
  it('is one statement when the session keeps its organisation, two when it switches', async () => {
    const login = await t.login('multi@acme.test');
    let statements = countStatements(t.ctx.db);
    try {
      const plain = await refresh(login.refresh_token);
      expect(plain.json<TokenResponse>().additionalDetails.CustomerDetails?.customerId).toBe(1);
      expect(statements.count).toBe(1);
      statements.restore();
      statements = countStatements(t.ctx.db);
      const switched = await refresh(plain.json<TokenResponse>().refresh_token, { customerId: '2' });
      expect(switched.json<TokenResponse>().additionalDetails.CustomerDetails?.customerId).toBe(2);
      expect(statements.count).toBe(2);
    } finally {
      statements.restore();
    }
  });

  it('moves a session whose organisation was locked since to another unlocked one', async () => {
    const login = await t.login('multi@acme.test');
    const lock = (locked: boolean) =>
      t.ctx.db.query(
        `UPDATE customer_users SET is_locked = $1 WHERE customer_id = 1 AND user_id = (SELECT id FROM users WHERE username = 'multi@acme.test')`,
        [locked],
      );
    await lock(true);
    try {
      const moved = await refresh(login.refresh_token);
      expect(moved.statusCode).toBe(200);
      const body = moved.json<TokenResponse>();
      expect(body.additionalDetails.CustomerDetails).toMatchObject({ customerId: 2, name: 'Acme West' });
      const [membership] = await t.ctx.db.query<{ id: number }>(
        `SELECT id FROM customer_users WHERE customer_id = 2 AND user_id = (SELECT id FROM users WHERE username = 'multi@acme.test')`,
      );
      expect(body.additionalDetails.CustomerUserDetails?.customerUserId).toBe(membership?.id);
    } finally {
      await lock(false);
    }
  });
});

describe('switching organisation with a refresh grant', () => {
  it('switches to another unlocked organisation of the user and stays there', async () => {
    const login = await t.login('multi@acme.test');
    const switched = await refresh(login.refresh_token, { customerId: '2' });
    expect(switched.statusCode).toBe(200);
    const body = switched.json<TokenResponse>();
    expect(body.additionalDetails.CustomerDetails).toMatchObject({ customerId: 2, name: 'Acme West' });
    const next = (await refresh(body.refresh_token)).json<TokenResponse>();
    expect(next.additionalDetails.CustomerDetails?.customerId).toBe(2);
  });

  it('refuses a locked or foreign organisation and leaves the presented token usable', async () => {
    const login = await t.login('multi@acme.test');
    const locked = await refresh(login.refresh_token, { customerId: '5' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ error: 'invalid_request', error_description: 'Organisation 5 is locked for this user' });
    const foreign = await refresh(login.refresh_token, { customerId: '3' });
    expect(foreign.json()).toEqual({ error: 'invalid_request', error_description: 'Organisation 3 is not available to this user' });
    const still = await refresh(login.refresh_token);
    expect(still.statusCode).toBe(200);
    expect(still.json<TokenResponse>().additionalDetails.CustomerDetails?.customerId).toBe(1);
  });
});

describe('revocation (RFC 7009)', () => {
  const revoke = (token: string, clientId = 'takeflow-web') =>
    t.inject({
      method: 'POST',
      url: API_PATHS.revoke,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, client_id: clientId }).toString(),
    });

  it('ends the family of a refresh token, rotated or not', async () => {
    const login = await t.login('manager@acme.test');
    const rotated = (await refresh(login.refresh_token)).json<TokenResponse>();
    const answer = await revoke(login.refresh_token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    expect((await refresh(rotated.refresh_token)).json()).toEqual(invalid);
    expect((await profiles(rotated.access_token)).statusCode).toBe(401);
  });

  it('answers 200 for unknown tokens and 401 for unknown clients', async () => {
    expect((await revoke('unknown')).statusCode).toBe(200);
    expect((await revoke('unknown', 'someone')).json()).toEqual({ error: 'invalid_client', error_description: 'Unknown client' });
    const missing = await t.inject({ method: 'POST', url: API_PATHS.revoke, payload: { client_id: 'takeflow-web' } });
    expect(missing.statusCode).toBe(400);
  });
});
