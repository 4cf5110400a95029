import { API_PATHS, ROLE, USER_ADMIN_PATHS, type AdminUser, type CreatedUser, type TokenResponse } from '../../contract';
import { LAST_ADMINISTRATOR, MEMBER_ABOVE_YOU, ROLE_ABOVE_YOURS } from '../admin/userRules';
import { dumpDatabase } from '../testing/dbDump';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

/** The order of authority of user administration (§6): support, admin, content manager, creator and viewer. */
let support: TokenResponse;
let manager: TokenResponse;
let admin: TokenResponse;
let globex: number;
const ACME = 1;
const t = appForFile({});

beforeAll(async () => {
  support = await t.login('support@takeflow.test');
  manager = await t.login('manager@acme.test');
  admin = await t.login('admin@acme.test');
  globex = (await t.ctx.db.query<{ id: number }>(`SELECT id FROM customers WHERE name = 'Globex Health'`))[0]!.id;
}, START_TIMEOUT_MS);

const userId = async (username: string) =>
  (await t.ctx.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
const answerOf = <T>(response: { json<R>(): R }) => response.json<{ clientResponse: T; errorMessage?: string }>();
const outcome = (response: { statusCode: number; json<R>(): R }) => [response.statusCode, answerOf(response).errorMessage];
const create = (login: TokenResponse, username: string, roleIds: number[], organisationId?: number) =>
  t.call(USER_ADMIN_PATHS.createUser, login.access_token, { username, displayName: 'New Member', roleIds, organisationId });
const membership = (userId: number, organisationId: number, roleIds: number[]) => ({
  userId,
  organisationId,
  roleIds,
  isDefaultLogin: true,
  sequence: 1,
});

describe('the order of authority', () => {
  it('lets an organisation’s admin grant and withdraw every organisation role, and lock a manager', async () => {
    for (const [username, roleIds] of [
      ['hired.manager@acme.test', [ROLE.manager]],
      ['hired.creator@acme.test', [ROLE.creator]],
      ['hired.admin@acme.test', [ROLE.admin, ROLE.viewer]],
    ] as const) {
      const made = await create(admin, username, [...roleIds]);
      expect([username, made.statusCode]).toEqual([username, 200]);
      expect(answerOf<CreatedUser>(made).clientResponse.user.memberships[0]!.roleIds).toEqual([...roleIds].sort());
    }
    const invited = await t.call(API_PATHS.inviteUser, admin.access_token, {
      email: 'invited.manager@acme.test',
      displayName: 'Invited Manager',
      roleIds: [ROLE.manager],
    });
    expect(invited.statusCode).toBe(200);
    const hired = await userId('hired.manager@acme.test');
    const demoted = await t.call(USER_ADMIN_PATHS.saveMembership, admin.access_token, membership(hired, ACME, [ROLE.creator]));
    expect(answerOf<AdminUser>(demoted).clientResponse.memberships[0]!.roleIds).toEqual([ROLE.creator]);
    // Above the manager in the order, the admin locks one (the review's low item 5, kept by design).
    const mia = await userId('manager@acme.test');
    const lock = (locked: boolean) =>
      t.call(USER_ADMIN_PATHS.setMembershipLock, admin.access_token, { userId: mia, organisationId: ACME, locked });
    expect((await lock(true)).statusCode).toBe(200);
    expect((await lock(false)).statusCode).toBe(200);
    // The lock ended the manager's logins (§4): they sign in again.
    manager = await t.login('manager@acme.test');
  });

  it('lets a content manager grant creator and viewer only, and act on nobody above them — changing nothing', async () => {
    expect((await create(manager, 'by.manager@acme.test', [ROLE.creator, ROLE.viewer])).statusCode).toBe(200);
    const alex = await userId('admin@acme.test');
    const viewer = await userId('viewer@acme.test');
    const dump = await dumpDatabase(t.ctx.db);
    const refusals: [string, string, Record<string, unknown>, string][] = [
      [
        'manager role',
        USER_ADMIN_PATHS.createUser,
        { username: 'm1@acme.test', displayName: 'M', roleIds: [ROLE.manager] },
        ROLE_ABOVE_YOURS,
      ],
      ['admin role', USER_ADMIN_PATHS.createUser, { username: 'm2@acme.test', displayName: 'M', roleIds: [ROLE.admin] }, ROLE_ABOVE_YOURS],
      ['invite a manager', API_PATHS.inviteUser, { email: 'm3@acme.test', displayName: 'M', roleIds: [ROLE.manager] }, ROLE_ABOVE_YOURS],
      ['promote a viewer', USER_ADMIN_PATHS.saveMembership, membership(viewer, ACME, [ROLE.viewer, ROLE.manager]), ROLE_ABOVE_YOURS],
      ['reorder the admin', USER_ADMIN_PATHS.saveMembership, membership(alex, ACME, [ROLE.admin]), MEMBER_ABOVE_YOU],
      ['demote the admin', USER_ADMIN_PATHS.saveMembership, membership(alex, ACME, [ROLE.viewer]), MEMBER_ABOVE_YOU],
      ['lock the admin', USER_ADMIN_PATHS.setMembershipLock, { userId: alex, organisationId: ACME, locked: true }, MEMBER_ABOVE_YOU],
      ['remove the admin', USER_ADMIN_PATHS.removeMembership, { userId: alex, organisationId: ACME }, MEMBER_ABOVE_YOU],
      ['deactivate the admin', USER_ADMIN_PATHS.setUserActive, { userId: alex, active: false }, MEMBER_ABOVE_YOU],
    ];
    for (const [what, path, request, message] of refusals) {
      expect([what, ...outcome(await t.call(path, manager.access_token, request))]).toEqual([what, 403, message]);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
  });

  it('never removes, demotes, locks or deactivates the last admin of an organisation — changing nothing', async () => {
    const made = await create(support, 'solo.admin@globex.test', [ROLE.admin], globex);
    expect(made.statusCode).toBe(200);
    const solo = answerOf<CreatedUser>(made).clientResponse.user.userId;
    const dump = await dumpDatabase(t.ctx.db);
    const attempts: [string, string, Record<string, unknown>][] = [
      ['remove', USER_ADMIN_PATHS.removeMembership, { userId: solo, organisationId: globex }],
      ['demote', USER_ADMIN_PATHS.saveMembership, membership(solo, globex, [ROLE.manager])],
      ['lock', USER_ADMIN_PATHS.setMembershipLock, { userId: solo, organisationId: globex, locked: true }],
      ['deactivate', USER_ADMIN_PATHS.setUserActive, { userId: solo, active: false }],
    ];
    for (const [what, path, request] of attempts) {
      expect([what, ...outcome(await t.call(path, support.access_token, request))]).toEqual([what, 409, LAST_ADMINISTRATOR]);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
    // A second admin lets the first one go.
    expect((await create(support, 'second.admin@globex.test', [ROLE.admin], globex)).statusCode).toBe(200);
    const lock = await t.call(USER_ADMIN_PATHS.setMembershipLock, support.access_token, {
      userId: solo,
      organisationId: globex,
      locked: true,
    });
    expect(lock.statusCode).toBe(200);
  });
});
