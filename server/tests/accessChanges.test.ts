import { API_PATHS, ROLE, type TokenResponse } from '../../contract';
import { deactivateUser, lockMembership, reactivateUser, removeMembership, setMembershipRoles } from '../auth/accessChanges';
import type { LiveNotice } from '../live/notice';
import { appForFile } from '../testing/testApp';

/** Deactivation and a locked or removed membership reach live sessions at once. */
const t = appForFile();

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

it('locking a membership ends access to that organisation at once; the login switches away to the user’s other organisations', async () => {
  const inAcme = await t.login('multi@acme.test');
  const inWest = (await refresh((await t.login('multi@acme.test')).refresh_token, { customerId: '2' })).json<TokenResponse>();
  expect(inWest.additionalDetails.CustomerDetails?.customerId).toBe(2);
  const id = await userId('multi@acme.test');
  // multi@acme.test has another unlocked organisation: no login ends, access to Acme does.
  expect(await lockMembership(t.ctx.db, id, 1, t.clock.now())).toBe(0);
  const refused = await profiles(inAcme);
  expect(refused.statusCode).toBe(401);
  expect((await refresh(inAcme.refresh_token, { customerId: '1' })).json()).toMatchObject({ error: 'invalid_request' });
  const switched = await refresh(inAcme.refresh_token);
  expect(switched.json<TokenResponse>().additionalDetails.CustomerDetails?.customerId).not.toBe(1);
  expect((await profiles(inWest)).statusCode).toBe(200);
  expect((await refresh(inWest.refresh_token)).statusCode).toBe(200);
});

it('locking the only unlocked membership of a user ends their logins there', async () => {
  const session = await t.login('viewer@acme.test');
  const id = await userId('viewer@acme.test');
  expect(await lockMembership(t.ctx.db, id, 1, t.clock.now())).toBe(1);
  expect((await refresh(session.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  await t.ctx.db.query('UPDATE customer_users SET is_locked = false WHERE user_id = $1', [id]);
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

it('a role change applies to the access tokens already issued, from their next call, and tells open tabs', async () => {
  const session = await t.login('manager@acme.test');
  const id = await userId('manager@acme.test');
  expect((await t.call(API_PATHS.getUploadSignature, session.access_token)).statusCode).toBe(200);
  const notices: LiveNotice[] = [];
  const live = { publish: async (notice: LiveNotice) => void notices.push(notice) };
  expect(await setMembershipRoles(t.ctx.db, id, 1, [ROLE.viewer], live)).toBe(true);
  expect(notices).toEqual([{ t: 'permissions', c: 1 }]);
  // The token still says manager; the server goes by the roles now held.
  const refused = await t.call(API_PATHS.getUploadSignature, session.access_token);
  expect(refused.statusCode).toBe(403);
  const roles = await t.call(API_PATHS.getRolePermissions, session.access_token, {
    isLoggedInFromMobile: false,
    clientDetails: { browserName: 'Chrome', browserVersion: '1', operatingSystem: 'Linux' },
  });
  expect(roles.json().clientResponse.rolePermissionVO.map((vo: { roleId: number }) => vo.roleId)).toEqual([ROLE.viewer]);
  expect(await setMembershipRoles(t.ctx.db, id, 1, [ROLE.manager])).toBe(true);
  expect((await t.call(API_PATHS.getUploadSignature, session.access_token)).statusCode).toBe(200);
  // No such membership: nothing changes.
  expect(await setMembershipRoles(t.ctx.db, id, 2, [ROLE.admin], live)).toBe(false);
  expect(notices).toHaveLength(1);
});

it('removing a membership tells its open tabs, as a lock does', async () => {
  // A membership with nothing authored in it (the seed's members own programs and tasks).
  const id = await userId('admin@acme.test');
  const [member] = await t.ctx.db.query<{ id: number }>('INSERT INTO customer_users (customer_id, user_id) VALUES (2, $1) RETURNING id', [
    id,
  ]);
  await t.ctx.db.query('INSERT INTO customer_user_roles (customer_user_id, role_id) VALUES ($1, $2)', [member?.id, ROLE.viewer]);
  const session = await t.login('admin@acme.test', { customerId: '2' });
  const notices: LiveNotice[] = [];
  const live = { publish: async (notice: LiveNotice) => void notices.push(notice) };
  expect(await removeMembership(t.ctx.db, id, 2, t.clock.now(), live)).toBeGreaterThanOrEqual(1);
  expect(notices).toEqual([{ t: 'locked', cu: session.additionalDetails.CustomerUserDetails?.customerUserId, c: 2 }]);
  expect((await profiles(session)).statusCode).toBe(401);
});
