import { API_PATHS, ERROR_MESSAGES, TOKEN_EXCHANGE, type TokenExchangeResponse, type TokenResponse } from '../../contract';
import { verifyAccessToken } from '../auth/accessToken';
import { lockMembership } from '../auth/accessChanges';
import { appForFile } from '../testing/testApp';

// The analytics hand-off (§2, server/README.md): a token exchange issues the analytics audience
// a login of its own, so the app's refresh token never leaves the app and redeeming or
// replaying the handed-on token never touches the app's session.
const t = appForFile();

const ANALYTICS = 'takeflow-analytics';
const exchange = (accessToken: string, extra: Record<string, string> = {}) =>
  t.token({
    grant_type: TOKEN_EXCHANGE.grantType,
    client_id: 'takeflow-web',
    subject_token: accessToken,
    subject_token_type: TOKEN_EXCHANGE.accessTokenType,
    requested_token_type: TOKEN_EXCHANGE.refreshTokenType,
    audience: ANALYTICS,
    ...extra,
  });
const handOff = async (session: TokenResponse) => {
  const answer = await exchange(session.access_token);
  expect(answer.statusCode).toBe(200);
  return answer.json<TokenExchangeResponse>();
};
const refresh = (token: string, clientId: string, extra: Record<string, string> = {}) =>
  t.token({ grant_type: 'refresh_token', refresh_token: token, client_id: clientId, ...extra });
const profiles = (accessToken: string) => t.call(API_PATHS.getCustomerProfiles, accessToken);
const invalid = { error: 'invalid_grant', error_description: ERROR_MESSAGES.invalidRefreshToken };
const familyCount = async () => (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_families'))[0]?.n;

describe('token exchange for the analytics hand-off', () => {
  it('issues a refresh token of a new login for the analytics audience, redeemable there and not by the app', async () => {
    const app = await t.login('creator@acme.test');
    const handed = await handOff(app);
    expect(handed).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      issued_token_type: TOKEN_EXCHANGE.refreshTokenType,
      token_type: 'N_A',
      expires_in: 600,
    });
    expect(handed.access_token).not.toBe(app.refresh_token);
    const rows = await t.ctx.db.query<{ parent_id: string | null; client_id: string; idle_seconds: number | null; same_expiry: boolean }>(
      `SELECT c.parent_id, c.client_id, c.idle_seconds, c.expires_at = p.expires_at AS same_expiry
         FROM refresh_families c JOIN refresh_families p ON p.id = c.parent_id
        WHERE c.parent_id IS NOT NULL AND c.user_id = (SELECT id FROM users WHERE username = 'creator@acme.test')`,
    );
    expect(rows).toEqual([{ parent_id: expect.any(String), client_id: ANALYTICS, idle_seconds: 600, same_expiry: true }]);
    // The app's own client cannot redeem it.
    expect((await refresh(handed.access_token, 'takeflow-web')).json()).toEqual(invalid);
    const redeemed = await refresh(handed.access_token, ANALYTICS);
    expect(redeemed.statusCode).toBe(200);
    const analytics = redeemed.json<TokenResponse>();
    expect(analytics.additionalDetails.CustomerDetails?.customerId).toBe(1);
    expect(analytics.additionalDetails.preSignedCookie).toBeNull();
    // Its access tokens are for the analytics audience: the app's API refuses them.
    const claims = await verifyAccessToken(analytics.access_token, {
      keys: t.ctx.keys.signing.verifyingKey,
      audience: ANALYTICS,
      now: t.clock.now(),
    });
    expect(claims).toMatchObject({ userUuid: app.userUUID, customerId: 1 });
    expect((await profiles(analytics.access_token)).statusCode).toBe(401);
    // The app's session is untouched: its refresh token rotates as if nothing happened.
    expect((await profiles(app.access_token)).statusCode).toBe(200);
    expect((await refresh(app.refresh_token, 'takeflow-web')).statusCode).toBe(200);
  });

  it('a replay of the handed-on token revokes only the analytics login, never the app’s', async () => {
    const app = await t.login('manager@acme.test');
    const handed = await handOff(app);
    const first = (await refresh(handed.access_token, ANALYTICS)).json<TokenResponse>();
    await refresh(first.refresh_token, ANALYTICS);
    // The analytics site (or whoever copied the URL) presents the first token again.
    expect((await refresh(handed.access_token, ANALYTICS)).json()).toEqual(invalid);
    expect((await profiles(app.access_token)).statusCode).toBe(200);
    const rotated = await refresh(app.refresh_token, 'takeflow-web');
    expect(rotated.statusCode).toBe(200);
  });

  it('expires after 10 minutes unused', async () => {
    const app = await t.login('viewer@acme.test');
    const late = await handOff(app);
    const inTime = await handOff(app);
    t.clock.advance(600_000 - 1000);
    expect((await refresh(inTime.access_token, ANALYTICS)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await refresh(late.access_token, ANALYTICS)).json()).toEqual(invalid);
  });

  it('ends with the app’s login: logout, a locked membership', async () => {
    const app = await t.login('admin@acme.test');
    const unused = await handOff(app);
    const used = (await refresh((await handOff(app)).access_token, ANALYTICS)).json<TokenResponse>();
    const revoke = await t.inject({
      method: 'POST',
      url: API_PATHS.revoke,
      payload: { token: app.refresh_token, client_id: 'takeflow-web' },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await refresh(unused.access_token, ANALYTICS)).json()).toEqual(invalid);
    expect((await refresh(used.refresh_token, ANALYTICS)).json()).toEqual(invalid);

    const multi = await t.login('multi@acme.test');
    const handed = await handOff(multi);
    const userId = (await t.ctx.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'multi@acme.test'"))[0]?.id ?? 0;
    await lockMembership(t.ctx.db, userId, 1, t.clock.now());
    expect((await refresh(handed.access_token, ANALYTICS)).json()).toEqual(invalid);
  });

  it('the analytics client revokes its own login without ending the app’s', async () => {
    const app = await t.login('creator@acme.test');
    const handed = await handOff(app);
    const revoke = await t.inject({ method: 'POST', url: API_PATHS.revoke, payload: { token: handed.access_token, client_id: ANALYTICS } });
    expect(revoke.statusCode).toBe(200);
    expect((await refresh(handed.access_token, ANALYTICS)).json()).toEqual(invalid);
    expect((await profiles(app.access_token)).statusCode).toBe(200);
  });

  it('refuses, creating no login: bad subject, unknown audience, other token types, support, pending password change, cross-site', async () => {
    const app = await t.login('creator@acme.test');
    const before = await familyCount();
    const refusals: [Promise<{ statusCode: number; json(): unknown }>, number, object][] = [
      [exchange('not-a-token'), 400, { error: 'invalid_request', error_description: 'Invalid access token' }],
      [exchange(app.refresh_token), 400, { error: 'invalid_request' }],
      [exchange(app.access_token, { audience: 'elsewhere' }), 400, { error: 'invalid_target' }],
      [exchange(app.access_token, { audience: '' }), 400, { error: 'invalid_target' }],
      [exchange(app.access_token, { audience: 'https://analytics.takeflow.test/elsewhere' }), 400, { error: 'invalid_target' }],
      [exchange(app.access_token, { subject_token_type: TOKEN_EXCHANGE.refreshTokenType }), 400, { error: 'invalid_request' }],
      [exchange(app.access_token, { requested_token_type: TOKEN_EXCHANGE.accessTokenType }), 400, { error: 'invalid_request' }],
      [exchange(app.access_token, { client_id: ANALYTICS }), 401, { error: 'invalid_client' }],
      [exchange(app.access_token, { subject_token: 'x\u0000' }), 400, { error: 'invalid_request' }],
      [exchange((await t.login('support@takeflow.test')).access_token), 403, { error: 'access_denied' }],
      [exchange((await t.login('newhire@acme.test')).access_token), 403, { error: 'access_denied' }],
      [
        t.inject({
          method: 'POST',
          url: API_PATHS.token,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.test' },
          payload: new URLSearchParams({
            grant_type: TOKEN_EXCHANGE.grantType,
            client_id: 'takeflow-web',
            subject_token: app.access_token,
            subject_token_type: TOKEN_EXCHANGE.accessTokenType,
            audience: ANALYTICS,
          }).toString(),
        }),
        403,
        { error: 'access_denied' },
      ],
    ];
    for (const [answer, status, body] of refusals) {
      const response = await answer;
      expect([response.statusCode, response.json()]).toEqual([status, expect.objectContaining(body)]);
    }
    // The support and newhire sign-ins above made their own two logins, nothing else did.
    expect(await familyCount()).toBe((before ?? 0) + 2);
    // An ended login hands nothing on.
    await t.inject({ method: 'POST', url: API_PATHS.revoke, payload: { token: app.refresh_token, client_id: 'takeflow-web' } });
    expect((await exchange(app.access_token)).json()).toEqual({ error: 'invalid_request', error_description: 'Session has ended' });
    // An analytics login cannot switch organisation.
    const multi = await t.login('multi@acme.test');
    const handed = await handOff(multi);
    expect((await refresh(handed.access_token, ANALYTICS, { customerId: '2' })).statusCode).toBe(400);
    // The SPA names the analytics site by its address (ANALYTICS_URL).
    expect((await exchange(multi.access_token, { audience: t.config.analyticsUrl })).statusCode).toBe(200);
  });

  it('lists no handed-on login among the user’s active sign-ins', async () => {
    const app = await t.login('viewer@acme.test');
    await refresh((await handOff(app)).access_token, ANALYTICS);
    const answer = await t.call(API_PATHS.getActiveSignIns, app.access_token);
    expect(answer.statusCode).toBe(200);
    const sessions = answer.json<{ clientResponse: { sessions: { sessionId: string; current: boolean }[] } }>().clientResponse.sessions;
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const handedOn = await t.ctx.db.query<{ id: string }>(
      `SELECT id FROM refresh_families
        WHERE user_id = (SELECT id FROM users WHERE username = 'viewer@acme.test') AND parent_id IS NOT NULL AND revoked_at IS NULL`,
    );
    expect(handedOn.length).toBeGreaterThan(0);
    expect(sessions.map((s) => s.sessionId)).toEqual(expect.not.arrayContaining(handedOn.map((row) => row.id)));
  });
});
