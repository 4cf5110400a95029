import {
  API_PATHS,
  ROLE,
  USER_ADMIN_PATHS,
  type AdminUser,
  type AuditEntry,
  type CreatedUser,
  type Page,
  type TokenResponse,
} from '../../contract';
import {
  LAST_ADMINISTRATOR,
  NO_SUCH_USER,
  NOT_YOURSELF,
  ORGANISATION_REQUIRED,
  OTHER_ORGANISATIONS,
  OUTSIDE_ORGANISATION,
  ROLE_ABOVE_YOURS,
  USERNAME_TAKEN,
} from '../admin/userRules';
import { BLANK_DISPLAY_NAME } from '../admin/userRoutes';
import { dumpDatabase } from '../testing/dbDump';
import { openSse, type SseClient } from '../testing/sseClient';
import { START_TIMEOUT_MS, TEST_VERSION, appForFile } from '../testing/testApp';

let support: TokenResponse;
let manager: TokenResponse;
let admin: TokenResponse;
const open: SseClient[] = [];
const ACME = 1;
let globex: number;
const t = appForFile({}, { listen: true });

beforeAll(async () => {
  support = await t.login('support@takeflow.test');
  manager = await t.login('manager@acme.test');
  admin = await t.login('admin@acme.test');
  globex = (await t.ctx.db.query<{ id: number }>(`SELECT id FROM customers WHERE name = 'Globex Health'`))[0]!.id;
}, START_TIMEOUT_MS);
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const userId = async (username: string) =>
  (await t.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
const answerOf = <T>(response: { json<R>(): R }) => response.json<{ clientResponse: T; errorMessage?: string }>();
const list = async (login: TokenResponse, request: Record<string, unknown> = {}) => {
  const response = await t.call(USER_ADMIN_PATHS.listUsers, login.access_token, {
    page: 1,
    pageSize: 100,
    sort: 'username',
    direction: 'asc',
    ...request,
  });
  expect(response.statusCode).toBe(200);
  return answerOf<Page<AdminUser>>(response).clientResponse;
};
const trail = async (organisationId: number) =>
  answerOf<Page<AuditEntry>>(await t.call(API_PATHS.getAuditRecords, support.access_token, { organisationId, page: 1, pageSize: 100 }))
    .clientResponse.items;
const create = (login: TokenResponse, request: Record<string, unknown>) => t.call(USER_ADMIN_PATHS.createUser, login.access_token, request);

describe('useradmin/listUsers', () => {
  it('shows the support role every user with every membership, searchable and paged', async () => {
    const all = await list(support);
    expect(all.items.map((u) => u.username)).toEqual(
      expect.arrayContaining(['creator@globex.test', 'multi@acme.test', 'support@takeflow.test']),
    );
    const multi = all.items.find((u) => u.username === 'multi@acme.test')!;
    expect(multi.memberships.map((m) => m.organisationName)).toEqual(['Acme Media', 'Acme West', 'Initech']);
    expect(multi.memberships[2]).toMatchObject({ isLocked: true, roleIds: [ROLE.creator, ROLE.manager] });
    expect((await list(support, { search: 'MAX multi' })).items.map((u) => u.username)).toEqual(['multi@acme.test']);
    const page2 = await list(support, { page: 2, pageSize: 2 });
    expect(page2.items).toHaveLength(2);
    expect(page2.total).toBe(all.total);
    expect((await list(support, { organisationId: globex })).items.map((u) => u.username)).toEqual([
      'creator@globex.test',
      'viewer@globex.test',
    ]);
  });

  it('shows a manager only their organisation’s members, and only their membership there', async () => {
    const mine = await list(manager, { sort: 'displayName', direction: 'desc' });
    expect(mine.items.every((u) => u.memberships.length === 1 && u.memberships[0]!.organisationId === ACME)).toBe(true);
    expect(mine.items.map((u) => u.username)).not.toContain('creator@globex.test');
    expect(mine.items.map((u) => u.displayName)).toEqual([...mine.items.map((u) => u.displayName)].sort((a, b) => b.localeCompare(a)));
    const other = await t.call(USER_ADMIN_PATHS.listUsers, manager.access_token, {
      page: 1,
      pageSize: 10,
      sort: 'username',
      direction: 'asc',
      organisationId: globex,
    });
    expect([other.statusCode, answerOf(other).errorMessage]).toEqual([403, OUTSIDE_ORGANISATION]);
    const outsider = await t.call(USER_ADMIN_PATHS.getUser, manager.access_token, { userId: await userId('creator@globex.test') });
    expect([outsider.statusCode, answerOf(outsider).errorMessage]).toEqual([404, NO_SUCH_USER]);
  });
});

describe('useradmin/createUser', () => {
  it('creates a user with a temporary password who must change it at first sign-in, audited', async () => {
    const response = await create(manager, { username: 'first.hire@acme.test', displayName: ' First Hire ', roleIds: [ROLE.creator] });
    expect(response.statusCode).toBe(200);
    const { user, temporaryPassword } = answerOf<CreatedUser>(response).clientResponse;
    expect(user).toMatchObject({ displayName: 'First Hire', isActive: true, mustChangePassword: true });
    expect(user.memberships).toEqual([expect.objectContaining({ organisationId: ACME, roleIds: [ROLE.creator], isDefaultLogin: true })]);
    const signIn = await t.token({
      grant_type: 'password',
      username: 'first.hire@acme.test',
      password: temporaryPassword,
      client_id: t.config.clientId,
    });
    expect(signIn.statusCode).toBe(200);
    const first = signIn.json<TokenResponse>();
    const blocked = await t.call(USER_ADMIN_PATHS.listUsers, first.access_token, {
      page: 1,
      pageSize: 10,
      sort: 'username',
      direction: 'asc',
    });
    expect(answerOf(blocked).errorMessage).toBe('Password change required');
    expect((await trail(ACME))[0]).toMatchObject({
      action: 'user.create',
      actor: 'manager@acme.test',
      before: null,
      subjectId: String(user.userId),
    });
  });

  it('lets the support role create an organisation’s first manager, and requires it to name the organisation', async () => {
    const missing = await create(support, { username: 'boss@globex.test', displayName: 'Boss', roleIds: [ROLE.manager] });
    expect([missing.statusCode, answerOf(missing).errorMessage]).toEqual([400, ORGANISATION_REQUIRED]);
    expect(answerOf(missing)).toMatchObject({ code: 'validation', fields: [{ field: 'organisationId', code: 'required' }] });
    const made = await create(support, {
      username: 'boss@globex.test',
      displayName: 'Boss',
      roleIds: [ROLE.manager],
      organisationId: globex,
    });
    expect(made.statusCode).toBe(200);
    expect(answerOf<CreatedUser>(made).clientResponse.user.memberships[0]).toMatchObject({
      organisationId: globex,
      roleIds: [ROLE.manager],
    });
  });

  it('refuses a role above the caller’s, another organisation, a taken username, and changes nothing', async () => {
    const dump = await dumpDatabase(t.ctx.db);
    const refusals: [TokenResponse, Record<string, unknown>, number, string][] = [
      [manager, { username: 'x1@acme.test', displayName: 'X', roleIds: [ROLE.admin] }, 403, ROLE_ABOVE_YOURS],
      [manager, { username: 'x2@acme.test', displayName: 'X', roleIds: [ROLE.viewer, ROLE.manager] }, 403, ROLE_ABOVE_YOURS],
      [manager, { username: 'x3@acme.test', displayName: 'X', roleIds: [ROLE.creator], organisationId: globex }, 403, OUTSIDE_ORGANISATION],
      [manager, { username: 'CREATOR@acme.test', displayName: 'X', roleIds: [ROLE.creator] }, 400, USERNAME_TAKEN],
      [manager, { username: 'x4@acme.test', displayName: '   ', roleIds: [ROLE.creator] }, 400, BLANK_DISPLAY_NAME],
      [manager, { username: 'x5@acme.test', displayName: 'X', roleIds: [ROLE.superAdmin] }, 400, expect.any(String) as unknown as string],
    ];
    for (const [login, request, status, message] of refusals) {
      const response = await create(login, request);
      expect([request.username, response.statusCode, answerOf(response).errorMessage]).toEqual([request.username, status, message]);
    }
    const taken = await create(manager, { username: 'CREATOR@acme.test', displayName: 'X', roleIds: [ROLE.creator] });
    expect(answerOf(taken)).toMatchObject({ code: 'validation', fields: [{ field: 'username', code: 'taken' }] });
    const invite = await t.call(API_PATHS.inviteUser, manager.access_token, {
      email: 'x6@acme.test',
      displayName: 'X',
      roleIds: [ROLE.admin],
    });
    expect([invite.statusCode, answerOf(invite).errorMessage]).toEqual([403, ROLE_ABOVE_YOURS]);
    expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
  });
});

describe('roles, locks, removal and deactivation', () => {
  it('changes roles, default login and order, and tells the organisation’s open tabs (permissions.changed)', async () => {
    const viewer = await userId('viewer@acme.test');
    const stream = await openSse(t.url, (await t.login('viewer@acme.test')).access_token, TEST_VERSION);
    open.push(stream);
    await stream.next('stream.ready');
    const response = await t.call(USER_ADMIN_PATHS.saveMembership, manager.access_token, {
      userId: viewer,
      organisationId: ACME,
      roleIds: [ROLE.viewer, ROLE.creator],
      isDefaultLogin: true,
      sequence: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(answerOf<AdminUser>(response).clientResponse.memberships[0]).toMatchObject({
      roleIds: [ROLE.creator, ROLE.viewer],
      sequence: 3,
      isDefaultLogin: true,
    });
    expect((await stream.next('permissions.changed')).event).toEqual({ type: 'permissions.changed' });
    expect((await trail(ACME))[0]).toMatchObject({
      action: 'membership.save',
      before: expect.objectContaining({ roleIds: [ROLE.viewer] }),
    });
  });

  it('never leaves an organisation without an administrator, and nobody acts on their own account', async () => {
    const lone = await create(support, {
      username: 'lone@globex.test',
      displayName: 'Lone',
      roleIds: [ROLE.admin],
      organisationId: globex,
    });
    const loneId = answerOf<CreatedUser>(lone).clientResponse.user.userId;
    const bossId = await userId('boss@globex.test');
    // Two administrators: the first may go (its membership stays, without the role).
    expect(
      (
        await t.call(USER_ADMIN_PATHS.saveMembership, support.access_token, {
          userId: bossId,
          organisationId: globex,
          roleIds: [ROLE.creator],
          isDefaultLogin: true,
          sequence: 1,
        })
      ).statusCode,
    ).toBe(200);
    const dump = await dumpDatabase(t.ctx.db);
    for (const [path, request] of [
      [USER_ADMIN_PATHS.removeMembership, { userId: loneId, organisationId: globex }],
      [
        USER_ADMIN_PATHS.saveMembership,
        { userId: loneId, organisationId: globex, roleIds: [ROLE.viewer], isDefaultLogin: true, sequence: 1 },
      ],
    ] as const) {
      const response = await t.call(path, support.access_token, request);
      expect([path, response.statusCode, answerOf(response).errorMessage]).toEqual([path, 409, LAST_ADMINISTRATOR]);
    }
    const self = await t.call(USER_ADMIN_PATHS.setUserActive, manager.access_token, {
      userId: await userId('manager@acme.test'),
      active: false,
    });
    expect([self.statusCode, answerOf(self).errorMessage]).toEqual([403, NOT_YOURSELF]);
    expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
  });

  it('a lock shows in the switcher as locked and switches the member’s open tab away; unlock restores it', async () => {
    const multi = await userId('multi@acme.test');
    const west = await t.login('multi@acme.test', { customerId: '2' });
    const stream = await openSse(t.url, west.access_token, TEST_VERSION);
    open.push(stream);
    await stream.next('stream.ready');
    const locked = await t.call(USER_ADMIN_PATHS.setMembershipLock, support.access_token, {
      userId: multi,
      organisationId: 2,
      locked: true,
    });
    expect(locked.statusCode).toBe(200);
    expect((await stream.next('membership.locked')).event).toEqual({ type: 'membership.locked', customerId: 2 });
    expect((await t.call(API_PATHS.getCustomerProfiles, west.access_token)).statusCode).toBe(401);
    // The login lives on in another organisation, never again in the locked one (§4: the tab switches away).
    const again = await t.token({
      grant_type: 'refresh_token',
      refresh_token: west.refresh_token,
      client_id: t.config.clientId,
      customerId: '2',
    });
    expect(again.statusCode).toBe(400);
    const away = await t.token({
      grant_type: 'refresh_token',
      refresh_token: west.refresh_token,
      client_id: t.config.clientId,
      customerId: '1',
    });
    expect(away.json<TokenResponse>().additionalDetails.CustomerDetails?.customerId).toBe(ACME);
    const acme = await t.login('multi@acme.test');
    const profiles = answerOf<{ customerId: number; isLocked: boolean }[]>(
      await t.call(API_PATHS.getCustomerProfiles, acme.access_token),
    ).clientResponse;
    expect(JSON.stringify(profiles)).toMatch(/"isLocked":true/);
    expect(
      (await t.call(USER_ADMIN_PATHS.setMembershipLock, support.access_token, { userId: multi, organisationId: 2, locked: false }))
        .statusCode,
    ).toBe(200);
    expect((await trail(2)).slice(0, 2).map((e) => e.action)).toEqual(['membership.unlock', 'membership.lock']);
  });

  it('deactivation ends the user’s logins at once with User is not active; a manager cannot deactivate someone of other organisations', async () => {
    const creator = await t.login('creator@acme.test');
    const stream = await openSse(t.url, creator.access_token, TEST_VERSION);
    open.push(stream);
    await stream.next('stream.ready');
    const creatorId = await userId('creator@acme.test');
    expect((await t.call(USER_ADMIN_PATHS.setUserActive, manager.access_token, { userId: creatorId, active: false })).statusCode).toBe(200);
    expect((await stream.next('session.revoked')).event).toEqual({ type: 'session.revoked', reason: 'inactive' });
    const next = await t.call(API_PATHS.getCustomerProfiles, creator.access_token);
    expect([next.statusCode, answerOf(next).errorMessage]).toEqual([401, 'User is not active']);
    expect((await t.call(USER_ADMIN_PATHS.setUserActive, manager.access_token, { userId: creatorId, active: true })).statusCode).toBe(200);
    expect((await t.login('creator@acme.test')).access_token).toEqual(expect.any(String));
    const multi = await t.call(USER_ADMIN_PATHS.setUserActive, manager.access_token, {
      userId: await userId('multi@acme.test'),
      active: false,
    });
    expect([multi.statusCode, answerOf(multi).errorMessage]).toEqual([403, OTHER_ORGANISATIONS]);
    expect((await trail(ACME)).slice(0, 2).map((e) => e.action)).toEqual(['user.reactivate', 'user.deactivate']);
  });

  it('refuses every user call to roles without user management, and to a manager about another organisation’s member', async () => {
    const creator = await t.login('viewer@globex.test');
    const outsider = await userId('creator@globex.test');
    const dump = await dumpDatabase(t.ctx.db);
    const calls: [string, Record<string, unknown>][] = [
      [USER_ADMIN_PATHS.listUsers, { page: 1, pageSize: 10, sort: 'username', direction: 'asc' }],
      [USER_ADMIN_PATHS.getUser, { userId: outsider }],
      [USER_ADMIN_PATHS.createUser, { username: 'y@acme.test', displayName: 'Y', roleIds: [ROLE.viewer] }],
      [
        USER_ADMIN_PATHS.saveMembership,
        { userId: outsider, organisationId: globex, roleIds: [ROLE.viewer], isDefaultLogin: false, sequence: 1 },
      ],
      [USER_ADMIN_PATHS.setMembershipLock, { userId: outsider, organisationId: globex, locked: true }],
      [USER_ADMIN_PATHS.removeMembership, { userId: outsider, organisationId: globex }],
      [USER_ADMIN_PATHS.setUserActive, { userId: outsider, active: false }],
    ];
    for (const [path, request] of calls) {
      const refused = await t.call(path, creator.access_token, request);
      expect([path, refused.statusCode, answerOf(refused).errorMessage]).toEqual([
        path,
        403,
        'Your role does not allow this call (it needs user.manage or superAdmin.users)',
      ]);
      if (path === USER_ADMIN_PATHS.listUsers || path === USER_ADMIN_PATHS.createUser) continue;
      const crossed = await t.call(path, manager.access_token, request);
      expect([path, crossed.statusCode]).toEqual([path, 'organisationId' in request ? 403 : 404]);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
  });

  it('removes a member without content from the organisation, audited', async () => {
    const response = await t.call(USER_ADMIN_PATHS.removeMembership, support.access_token, {
      userId: await userId('boss@globex.test'),
      organisationId: globex,
    });
    expect(response.statusCode).toBe(200);
    expect(answerOf<AdminUser>(response).clientResponse.memberships).toEqual([]);
    expect((await trail(globex))[0]).toMatchObject({ action: 'membership.remove', after: null });
  });
});

describe('useradmin/getRoleMatrix', () => {
  it('gives managers and admins each role’s permissions from the role-permission tables; others are refused', async () => {
    const matrix = answerOf<{ roles: { roleId: number }[]; permissions: { code: string; roleIds: number[] }[] }>(
      await t.call(USER_ADMIN_PATHS.getRoleMatrix, admin.access_token),
    ).clientResponse;
    expect(matrix.roles.map((r) => r.roleId)).toEqual([ROLE.creator, ROLE.viewer, ROLE.manager, ROLE.admin]);
    expect(matrix.permissions.find((p) => p.code === 'user.manage')!.roleIds).toEqual([ROLE.manager, ROLE.admin]);
    expect(matrix.permissions.map((p) => p.code)).not.toContain('customer.manage');
    expect((await t.call(USER_ADMIN_PATHS.getRoleMatrix, (await t.login('creator@acme.test')).access_token)).statusCode).toBe(403);
  });
});
