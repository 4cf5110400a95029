import { API_PATHS, type TokenResponse } from '../../contract';
import { deactivateUser, lockMembership, reactivateUser, removeMembership } from '../auth/accessChanges';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/testApp';

/** Deactivation and a locked or removed membership reach live sessions at once. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, START_TIMEOUT_MS);
afterAll(() => t?.close(), START_TIMEOUT_MS);

const userId = async (username: string) =>
  (await t.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]?.id ?? 0;
const refresh = (token: string, extra: Record<string, string> = {}) =>
  t.token({ grant_type: 'refresh_token', refresh_token: token, client_id: 'takeflow-web', ...extra });
const profiles = (session: TokenResponse) => t.call(API_PATHS.getCustomerProfiles, session.access_token);

it('deactivating a user refuses their access tokens and ends every login; reactivating does not revive them', async () => {
  const phone = await t.login('creator@acme.test');
  const laptop = await t.login('creator@acme.test');
  expect((await profiles(phone)).statusCode).toBe(200);
  const id = await userId('creator@acme.test');
  expect(await deactivateUser(t.ctx.db, id, t.clock.now())).toBe(2);
  const refused = await profiles(phone);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toMatchObject({ errorMessage: 'User is not active' });
  await reactivateUser(t.ctx.db, id);
  // Old tokens stay dead after reactivation; a new sign-in works.
  for (const session of [phone, laptop]) {
    expect((await profiles(session)).json()).toMatchObject({ errorMessage: 'Session has ended' });
    expect((await refresh(session.refresh_token)).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Invalid refresh token',
    });
  }
  expect((await profiles(await t.login('creator@acme.test'))).statusCode).toBe(200);
});

it('locking a membership ends the logins in that organisation at once; the user’s other organisations go on', async () => {
  const inAcme = await t.login('multi@acme.test');
  const inWest = (await refresh((await t.login('multi@acme.test')).refresh_token, { customerId: '2' })).json<TokenResponse>();
  expect(inWest.additionalDetails.CustomerDetails?.customerId).toBe(2);
  const id = await userId('multi@acme.test');
  expect(await lockMembership(t.ctx.db, id, 1, t.clock.now())).toBe(1);
  const refused = await profiles(inAcme);
  expect(refused.statusCode).toBe(401);
  expect((await refresh(inAcme.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  expect((await profiles(inWest)).statusCode).toBe(200);
  expect((await refresh(inWest.refresh_token)).statusCode).toBe(200);
});

it('an access token for a membership locked or removed by any means is refused on its next call', async () => {
  const session = await t.login('viewer@acme.test');
  const id = await userId('viewer@acme.test');
  // Locked directly in the table (an operator's SQL): the guard reads the membership itself.
  await t.ctx.db.query('UPDATE customer_users SET is_locked = true WHERE user_id = $1', [id]);
  expect((await profiles(session)).json()).toMatchObject({ errorMessage: 'Access to this organisation has ended' });
  await t.ctx.db.query('UPDATE customer_users SET is_locked = false WHERE user_id = $1', [id]);
  expect((await profiles(session)).statusCode).toBe(200);
  expect(await removeMembership(t.ctx.db, id, 1, t.clock.now())).toBe(1);
  expect((await profiles(session)).statusCode).toBe(401);
  expect((await refresh(session.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
});
