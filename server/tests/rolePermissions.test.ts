import { API_PATHS, ROLE, USER_ADMIN_PATHS, type AuditEntry, type Page, type RoleMatrix, type TokenResponse } from '../../contract';
import { ADMIN_ROLE_KEEPS, LAST_HOLDER, PERMISSION_NOT_HELD } from '../admin/rolePermissionChange';
import { dumpDatabase } from '../testing/dbDump';
import { openSse, type SseClient } from '../testing/sseClient';
import { START_TIMEOUT_MS, TEST_VERSION, appForFile } from '../testing/testApp';

let support: TokenResponse;
let manager: TokenResponse;
const open: SseClient[] = [];
const ACME = 1;

const t = appForFile({}, { listen: true });

beforeAll(async () => {
  support = await t.login('support@takeflow.test');
  manager = await t.login('manager@acme.test');
}, START_TIMEOUT_MS);
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const answerOf = <T>(response: { json<R>(): R }) => response.json<{ clientResponse: T; errorMessage?: string }>();
const setCell = (login: TokenResponse, roleId: number, permission: string, granted: boolean) =>
  t.call(USER_ADMIN_PATHS.setRolePermission, login.access_token, { roleId, permission, granted });
const matrixOf = async (login: TokenResponse) =>
  answerOf<RoleMatrix>(await t.call(USER_ADMIN_PATHS.getRoleMatrix, login.access_token)).clientResponse;
const holders = (matrix: RoleMatrix, code: string) => matrix.permissions.find((p) => p.code === code)?.roleIds;
/** A creator's call (file.manage). */
const listFiles = (login: TokenResponse) =>
  t.call(API_PATHS.listFiles, login.access_token, { page: 1, pageSize: 25, sort: 'createdAt', direction: 'desc' });
const trail = async (organisationId: number) =>
  answerOf<Page<AuditEntry>>(await t.call(API_PATHS.getAuditRecords, support.access_token, { organisationId, page: 1, pageSize: 100 }))
    .clientResponse.items;
const stream = async (login: TokenResponse) => {
  const client = await openSse(t.url, login.access_token, TEST_VERSION);
  open.push(client);
  await client.next('stream.ready');
  return client;
};
const permissionsOf = async (login: TokenResponse) =>
  answerOf<{ rolePermissionVO: { roleId: number; permissions: string[] }[] }>(
    await t.call(API_PATHS.getRolePermissions, login.access_token, {
      isLoggedInFromMobile: false,
      clientDetails: { browserName: 'Chrome', browserVersion: '130', operatingSystem: 'Linux' },
    }),
  ).clientResponse.rolePermissionVO;

describe('useradmin/setRolePermission', () => {
  it('withdraws a permission in the caller’s organisation only: route checks, the role permission call and open tabs follow at once; audited', async () => {
    const creator = await t.login('creator@acme.test');
    const otherCreator = await t.login('creator@globex.test');
    const [creatorTab, otherTab] = [await stream(creator), await stream(otherCreator)];
    expect((await listFiles(creator)).statusCode).toBe(200);

    const answer = await setCell(manager, ROLE.creator, 'file.manage', false);
    expect(answer.statusCode).toBe(200);
    expect(holders(answerOf<RoleMatrix>(answer).clientResponse, 'file.manage')).toEqual([ROLE.manager]);

    expect((await creatorTab.next()).event).toEqual({ type: 'permissions.changed' });
    expect((await listFiles(creator)).statusCode).toBe(403);
    expect((await permissionsOf(creator))[0]!.permissions).not.toContain('file.manage');
    // Another organisation keeps the default: its creator still lists files and heard nothing.
    expect((await listFiles(otherCreator)).statusCode).toBe(200);
    expect((await permissionsOf(otherCreator))[0]!.permissions).toContain('file.manage');
    expect(otherTab.body()).not.toMatch(/permissions\.changed/);

    expect((await trail(ACME))[0]).toMatchObject({
      action: 'role.permission',
      subjectType: 'role',
      subjectId: String(ROLE.creator),
      actor: 'manager@acme.test',
      before: { permission: 'file.manage', granted: true },
      after: { permission: 'file.manage', granted: false },
    });

    // The same value again changes nothing, records nothing and announces nothing.
    const records = (await trail(ACME)).length;
    expect((await setCell(manager, ROLE.creator, 'file.manage', false)).statusCode).toBe(200);
    expect(await trail(ACME)).toHaveLength(records);

    // Granted back: the default again, and the cell leaves no row behind.
    expect((await setCell(manager, ROLE.creator, 'file.manage', true)).statusCode).toBe(200);
    expect((await listFiles(creator)).statusCode).toBe(200);
    expect(await t.ctx.db.query('SELECT 1 FROM customer_role_permissions')).toEqual([]);
    // On PostgreSQL the notice travels through LISTEN/NOTIFY: waited for, not assumed arrived.
    expect((await creatorTab.next()).event).toEqual({ type: 'permissions.changed' });
    expect(creatorTab.body().match(/^event: permissions\.changed$/gm)).toHaveLength(2);
  });

  it('grants a permission the role lacks, and the matrix keeps a withdrawn permission listed so it can be granted back', async () => {
    const viewer = await t.login('viewer@acme.test');
    expect(
      (await t.call(API_PATHS.getMyPrograms, viewer.access_token, { page: 1, pageSize: 25, sort: 'title', direction: 'asc' })).statusCode,
    ).toBe(403);
    expect((await setCell(manager, ROLE.viewer, 'program.create', true)).statusCode).toBe(200);
    expect(
      (await t.call(API_PATHS.getMyPrograms, viewer.access_token, { page: 1, pageSize: 25, sort: 'title', direction: 'asc' })).statusCode,
    ).toBe(200);
    expect((await setCell(manager, ROLE.viewer, 'program.create', false)).statusCode).toBe(200);

    // Approval of programs is the manager's alone by default; withdrawn, it stays in the matrix.
    expect((await setCell(manager, ROLE.manager, 'approval.program', false)).statusCode).toBe(200);
    const matrix = await matrixOf(await t.login('admin@acme.test'));
    expect(holders(matrix, 'approval.program')).toEqual([]);
    // Nobody in the organisation holds it any more: the one cell left to change gives it back (next test).
    expect(matrix.permissions.find((p) => p.code === 'approval.program')!.changeableRoleIds).toEqual([ROLE.manager]);
    await t.ctx.db.query('DELETE FROM customer_role_permissions');
  });

  it('refuses the wrong caller, a permission the caller does not hold, the admin role’s fixed cells and the last holder — changing nothing', async () => {
    const admin = await t.login('admin@acme.test');
    const west = await t.login('multi@acme.test', { customerId: '2' });
    const creator = await t.login('creator@acme.test');
    const before = await dumpDatabase(t.ctx.db, []);
    const refusals: [TokenResponse, number, string, boolean, number, string | null][] = [
      // No role.manage: refused by the route check.
      [creator, ROLE.creator, 'file.manage', false, 403, null],
      [support, ROLE.creator, 'file.manage', false, 403, null],
      // An admin holds user.manage and role.manage but not file.manage (§6): nobody grants what they lack.
      [admin, ROLE.creator, 'file.manage', false, 403, PERMISSION_NOT_HELD],
      [admin, ROLE.viewer, 'storyboard.manage', true, 403, PERMISSION_NOT_HELD],
      [manager, ROLE.creator, 'customer.manage', true, 403, PERMISSION_NOT_HELD],
      [manager, ROLE.admin, 'user.manage', false, 400, ADMIN_ROLE_KEEPS],
      [admin, ROLE.admin, 'role.manage', false, 400, ADMIN_ROLE_KEEPS],
      // Acme West has one administrator, a manager: the managers keep user.manage and role.manage there.
      [west, ROLE.manager, 'user.manage', false, 400, LAST_HOLDER],
      [west, ROLE.manager, 'role.manage', false, 400, LAST_HOLDER],
      // Only organisation roles have cells.
      [manager, ROLE.superAdmin, 'file.manage', true, 400, null],
    ];
    for (const [login, roleId, permission, granted, status, message] of refusals) {
      const answer = await setCell(login, roleId, permission, granted);
      expect([permission, answer.statusCode]).toEqual([permission, status]);
      if (message !== null) expect(answerOf(answer).errorMessage).toBe(message);
    }
    expect(await dumpDatabase(t.ctx.db, [])).toEqual(before);
  });

  it('never strands a permission: once no member holds it, it can be given back to its default roles, and only given back', async () => {
    const admin = await t.login('admin@acme.test');
    const changeable = async (login: TokenResponse) =>
      (await matrixOf(login)).permissions.find((p) => p.code === 'campaign.manage')?.changeableRoleIds;
    // Only the managers hold campaign.manage by default; a manager withdraws it from them.
    expect((await setCell(manager, ROLE.manager, 'campaign.manage', false)).statusCode).toBe(200);
    const nobody = await dumpDatabase(t.ctx.db, []);
    // Nobody holds it now: whoever may change roles sees one cell to give back, the managers'.
    expect(await changeable(manager)).toEqual([ROLE.manager]);
    expect(await changeable(admin)).toEqual([ROLE.manager]);
    // A role that does not hold it by default, and any withdrawal, stay refused.
    for (const [login, roleId, granted] of [
      [manager, ROLE.creator, true],
      [admin, ROLE.admin, true],
      [admin, ROLE.viewer, false],
    ] as const) {
      const answer = await setCell(login, roleId, 'campaign.manage', granted);
      expect([roleId, answer.statusCode, answerOf(answer).errorMessage]).toEqual([roleId, 403, PERMISSION_NOT_HELD]);
    }
    expect(await dumpDatabase(t.ctx.db, [])).toEqual(nobody);
    // An admin, who never held it, gives it back to the managers: the default again.
    const answer = await setCell(admin, ROLE.manager, 'campaign.manage', true);
    expect(answer.statusCode).toBe(200);
    expect(holders(answerOf<RoleMatrix>(answer).clientResponse, 'campaign.manage')).toEqual([ROLE.manager]);
    expect(await t.ctx.db.query('SELECT 1 FROM customer_role_permissions')).toEqual([]);
    // Held again, it is the holders' to change; the admin has nothing left to give back.
    expect(await changeable(admin)).toEqual([]);
    expect((await trail(ACME))[0]).toMatchObject({
      action: 'role.permission',
      actor: 'admin@acme.test',
      before: { permission: 'campaign.manage', granted: false },
      after: { permission: 'campaign.manage', granted: true },
    });
  });

  it('lets a manager withdraw user.manage from the managers where an admin still holds it', async () => {
    expect((await setCell(manager, ROLE.manager, 'user.manage', false)).statusCode).toBe(200);
    expect(
      (await t.call(USER_ADMIN_PATHS.listUsers, manager.access_token, { page: 1, pageSize: 10, sort: 'username', direction: 'asc' }))
        .statusCode,
    ).toBe(403);
    // The admin role, which keeps user.manage, gives it back.
    expect((await setCell(await t.login('admin@acme.test'), ROLE.manager, 'user.manage', true)).statusCode).toBe(200);
    expect(await t.ctx.db.query('SELECT 1 FROM customer_role_permissions')).toEqual([]);
  });
});
