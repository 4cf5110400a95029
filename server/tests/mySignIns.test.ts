import { API_PATHS, type ActiveSignIn, type SignInActivity, type TokenResponse } from '../../contract';
import { dumpDatabase } from '../testing/dbDump';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';

const open: SseClient[] = [];
const t = appForFile({}, { listen: true });
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const refresh = (login: TokenResponse) =>
  t.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token, client_id: t.config.clientId });
/** A sign-in with its client details recorded, as the SPA does right after it (§3). */
async function signIn(username: string, browserName: string, operatingSystem: string): Promise<TokenResponse> {
  const login = await t.login(username);
  const answer = await t.call(API_PATHS.getRolePermissions, login.access_token, {
    isLoggedInFromMobile: false,
    clientDetails: { browserName, browserVersion: '140', operatingSystem, geoLocation: { latitude: 48.85, longitude: 2.35 } },
  });
  expect(answer.statusCode).toBe(200);
  return login;
}
const sessionsOf = async (login: TokenResponse) => {
  const answer = await t.call(API_PATHS.getActiveSignIns, login.access_token);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: { sessions: ActiveSignIn[] } }>().clientResponse.sessions;
};

describe('user/getSignInActivity', () => {
  it('lists the caller’s own sign-ins with their client details, newest first, and nobody else’s', async () => {
    await signIn('creator@globex.test', 'Firefox', 'Windows');
    t.clock.advance(1000);
    const latest = await signIn('creator@globex.test', 'Chromium', 'Linux');
    await signIn('viewer@globex.test', 'Safari', 'macOS');
    const answer = await t.call(API_PATHS.getSignInActivity, latest.access_token);
    expect(answer.statusCode).toBe(200);
    const activity = answer.json<{ clientResponse: { activity: SignInActivity[] } }>().clientResponse.activity;
    expect(activity.map((row) => [row.browserName, row.operatingSystem, row.organisation])).toEqual([
      ['Chromium', 'Linux', 'Globex Health'],
      ['Firefox', 'Windows', 'Globex Health'],
    ]);
    expect(activity[0]).toMatchObject({ browserVersion: '140', latitude: 48.85, longitude: 2.35 });
    expect(Date.parse(activity[0]!.at)).toBeGreaterThan(Date.parse(activity[1]!.at));
  });

  it('is refused without a valid token', async () => {
    expect((await t.call(API_PATHS.getSignInActivity, null)).statusCode).toBe(401);
    expect((await t.call(API_PATHS.getSignInActivity, 'not-a-token')).statusCode).toBe(401);
  });
});

describe('user/getActiveSignIns, endSignIn, endOtherSignIns', () => {
  it('lists the caller’s open logins with the current one marked, ended and other users’ left out', async () => {
    const laptop = await signIn('vendor@cutline.test', 'Chromium', 'Linux');
    const phone = await signIn('vendor@cutline.test', 'Safari', 'iOS');
    const gone = await t.login('vendor@cutline.test');
    await t.inject({
      method: 'POST',
      url: API_PATHS.revoke,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: gone.refresh_token, client_id: t.config.clientId }).toString(),
    });
    await signIn('manager@acme.test', 'Edge', 'Windows');
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current).map((s) => s.browserName)).toEqual(['Chromium']);
    expect(sessions.map((s) => s.operatingSystem).sort()).toEqual(['Linux', 'iOS']);
    expect(sessions.every((s) => s.organisation === 'Cutline Studios')).toBe(true);
    // Idle past the timeout: no longer open, so no longer listed.
    t.clock.advance((t.config.idleTimeoutMinutes * 60 - 60) * 1000);
    const later = (await refresh(laptop)).json<TokenResponse>();
    t.clock.advance(120_000);
    expect((await sessionsOf(later)).map((s) => s.current)).toEqual([true]);
    expect((await refresh(phone)).statusCode).toBe(400);
  });

  it('"sign out everywhere else" ends every other login of the caller, at once, and keeps this one', async () => {
    const here = await signIn('creator@acme.test', 'Chromium', 'Linux');
    const other = await signIn('creator@acme.test', 'Firefox', 'Windows');
    const third = await t.login('creator@acme.test');
    const bystander = await t.login('viewer@acme.test');
    const live = await openSse(t.url, other.access_token, TEST_VERSION);
    open.push(live);
    await live.next('stream.ready');

    const answer = await t.call(API_PATHS.endOtherSignIns, here.access_token);
    expect(answer.json()).toEqual({ status: 'Ok', clientResponse: { ended: 2 }, errorMessage: null });
    expect((await live.next('session.revoked')).event).toEqual({ type: 'session.revoked', reason: 'revoked' });
    for (const ended of [other, third]) {
      expect((await t.call(API_PATHS.getCustomerProfiles, ended.access_token)).statusCode).toBe(401);
      expect((await refresh(ended)).statusCode).toBe(400);
    }
    expect((await t.call(API_PATHS.getCustomerProfiles, here.access_token)).statusCode).toBe(200);
    expect((await t.call(API_PATHS.getCustomerProfiles, bystander.access_token)).statusCode).toBe(200);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
  });

  it('ends one login of the caller by its id', async () => {
    const here = await signIn('multi@acme.test', 'Chromium', 'Linux');
    const other = await signIn('multi@acme.test', 'Firefox', 'Windows');
    const target = (await sessionsOf(here)).find((s) => !s.current)!;
    const answer = await t.call(API_PATHS.endSignIn, here.access_token, { sessionId: target.sessionId });
    expect(answer.json()).toEqual({ status: 'Ok', clientResponse: { ended: 1 }, errorMessage: null });
    expect((await t.call(API_PATHS.getCustomerProfiles, other.access_token)).statusCode).toBe(401);
    expect((await t.call(API_PATHS.getCustomerProfiles, here.access_token)).statusCode).toBe(200);
    // Ended already: nothing more to end.
    expect((await t.call(API_PATHS.endSignIn, here.access_token, { sessionId: target.sessionId })).statusCode).toBe(404);
  });

  it('refuses to end another user’s login, in this organisation or another, and changes nothing', async () => {
    const victim = await signIn('admin@acme.test', 'Chromium', 'Linux');
    const victimSession = (await sessionsOf(victim)).find((s) => s.current)!.sessionId;
    for (const username of ['manager@acme.test', 'creator@globex.test', 'support@takeflow.test']) {
      const attacker = await t.login(username);
      const before = await dumpDatabase(t.ctx.db);
      const answer = await t.call(API_PATHS.endSignIn, attacker.access_token, { sessionId: victimSession });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errorMessage).toBe('No such sign-in');
      expect(await dumpDatabase(t.ctx.db)).toEqual(before);
      expect((await sessionsOf(attacker)).every((s) => s.sessionId !== victimSession)).toBe(true);
    }
    expect((await t.call(API_PATHS.getCustomerProfiles, victim.access_token)).statusCode).toBe(200);
    expect((await refresh(victim)).statusCode).toBe(200);
  });

  it('refuses malformed ids and unauthenticated calls with a clear 4xx', async () => {
    const login = await t.login('viewer@globex.test');
    for (const sessionId of ['', 'x', '1 OR 1=1', 'g'.repeat(36), '00000000-0000-4000-8000-0000000000000']) {
      const answer = await t.call(API_PATHS.endSignIn, login.access_token, { sessionId });
      expect(answer.statusCode).toBe(400);
      expect(typeof answer.json().errorMessage).toBe('string');
    }
    expect((await t.call(API_PATHS.endOtherSignIns, null)).statusCode).toBe(401);
    expect((await t.call(API_PATHS.getActiveSignIns, null)).statusCode).toBe(401);
  });
});
