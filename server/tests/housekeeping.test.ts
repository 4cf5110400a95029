import { API_PATHS, type TokenResponse } from '../../contract';
import { EXPIRED_LOGIN_KEPT_MS, purgeExpiredLogins, purgeOldLoginEvents, startHousekeeping } from '../auth/housekeeping';
import { hashRefreshToken } from '../auth/refreshStore';
import { appForFile } from '../testing/testApp';

const t = appForFile();

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

describe('login events', () => {
  const DETAILS = {
    isLoggedInFromMobile: false,
    clientDetails: { browserName: 'Chromium', browserVersion: '140', operatingSystem: 'Linux' },
  };
  const events = async (userId: number) =>
    (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_events WHERE user_id = $1', [userId]))[0]?.n ?? 0;

  it('are recorded once per sign-in or switch, however often permissions are loaded', async () => {
    const session = await t.login('multi@acme.test');
    const userId = session.additionalDetails.UserDetails.userId;
    const before = await events(userId);
    for (let i = 0; i < 50; i += 1) {
      expect((await t.call(API_PATHS.getRolePermissions, session.access_token, DETAILS)).json()).toMatchObject({ status: 'Ok' });
    }
    expect(await events(userId)).toBe(before + 1);
    // A switch to organisation 2 in the same login: one more, however often it loads permissions.
    const switched = (
      await t.token({ grant_type: 'refresh_token', refresh_token: session.refresh_token, client_id: t.config.clientId, customerId: '2' })
    ).json<TokenResponse>();
    for (let i = 0; i < 5; i += 1) await t.call(API_PATHS.getRolePermissions, switched.access_token, DETAILS);
    expect(await events(userId)).toBe(before + 2);
  });

  it('are purged after the retention (LOGIN_EVENT_RETENTION_DAYS, default 90)', async () => {
    expect(t.config.loginEventRetentionDays).toBe(90);
    const session = await t.login('viewer@acme.test');
    const userId = session.additionalDetails.UserDetails.userId;
    await t.call(API_PATHS.getRolePermissions, session.access_token, DETAILS);
    const day = 86_400_000;
    const now = t.clock.now();
    expect(await purgeOldLoginEvents(t.ctx.db, new Date(now.getTime() + 89 * day), 90)).toBe(0);
    expect(await events(userId)).toBe(1);
    expect(await purgeOldLoginEvents(t.ctx.db, new Date(now.getTime() + 91 * day), 90)).toBeGreaterThanOrEqual(1);
    expect(await events(userId)).toBe(0);
  });
});
