import { EXPIRED_LOGIN_KEPT_MS, purgeExpiredLogins, startHousekeeping } from '../auth/housekeeping';
import { hashRefreshToken } from '../auth/refreshStore';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, START_TIMEOUT_MS);
afterAll(() => t?.close(), START_TIMEOUT_MS);

const HOUR = 60 * 60_000;
const refresh = (refreshToken: string) =>
  t.token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: t.config.clientId });

async function tokenRows(refreshToken: string): Promise<number> {
  const rows = await t.ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM refresh_tokens
      WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashRefreshToken(refreshToken)],
  );
  return rows[0]?.n ?? 0;
}

describe('expired logins are deleted a day after their absolute expiry', () => {
  it('keeps live and recently expired logins, deletes older ones with their tokens', async () => {
    const old = await t.login('creator@acme.test');
    const rotated = (await refresh(old.refresh_token)).json<{ refresh_token: string }>();
    expect(await tokenRows(rotated.refresh_token)).toBe(2);
    const absoluteMs = t.config.refreshAbsoluteTtlSeconds * 1000;

    t.clock.advance(absoluteMs + EXPIRED_LOGIN_KEPT_MS - HOUR);
    const recent = await t.login('viewer@acme.test');
    expect(await purgeExpiredLogins(t.ctx.db, t.clock.now())).toBe(0);
    expect(await tokenRows(rotated.refresh_token)).toBe(2);

    t.clock.advance(2 * HOUR);
    expect(await purgeExpiredLogins(t.ctx.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await tokenRows(rotated.refresh_token)).toBe(0);
    expect(await tokenRows(recent.refresh_token)).toBe(1);
    const refused = await refresh(rotated.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe('Invalid refresh token');
  });

  it('runs at start, and stop waits for it', async () => {
    const login = await t.login('manager@acme.test');
    t.clock.advance(t.config.refreshAbsoluteTtlSeconds * 1000 + EXPIRED_LOGIN_KEPT_MS + HOUR);
    const housekeeping = startHousekeeping(t.ctx, t.app.log);
    await housekeeping.stop();
    expect(await tokenRows(login.refresh_token)).toBe(0);
  });
});
