import {
  API_PATHS,
  INVITABLE_ROLES,
  ROLE,
  USER_ADMIN_PATHS,
  type AuditEntry,
  type Page,
  type RoleMatrix,
  type TokenResponse,
} from '../../contract';
import { ADMIN_ROLE_KEEPS, CELL_NOT_YOURS } from '../admin/rolePermissionChange';
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

    // Approval of programs is the manager's alone by default; withdrawn by the admin, it stays in the matrix.
    const admin = await t.login('admin@acme.test');
    expect((await setCell(admin, ROLE.manager, 'approval.program', false)).statusCode).toBe(200);
    const matrix = await matrixOf(admin);
    expect(holders(matrix, 'approval.program')).toEqual([]);
    expect(matrix.permissions.find((p) => p.code === 'approval.program')!.changeableRoleIds).toEqual(INVITABLE_ROLES);
    // The manager no longer holds it, so has no cell of it to change.
    expect((await matrixOf(manager)).permissions.find((p) => p.code === 'approval.program')!.changeableRoleIds).toEqual([]);
    await t.ctx.db.query('DELETE FROM customer_role_permissions');
  });

  it('refuses the wrong caller, a cell above the caller in the order, the admin role’s fixed cells — changing nothing', async () => {
    const admin = await t.login('admin@acme.test');
    const west = await t.login('multi@acme.test', { customerId: '2' });
    const creator = await t.login('creator@acme.test');
    const before = await dumpDatabase(t.ctx.db, []);
    const refusals: [TokenResponse, number, string, boolean, number, string | null][] = [
      // No role.manage: refused by the route check.
      [creator, ROLE.creator, 'file.manage', false, 403, null],
      [support, ROLE.creator, 'file.manage', false, 403, null],
      // A content manager changes the creator's and viewer's cells only, and only of permissions it holds (§6).
      [manager, ROLE.manager, 'file.manage', false, 403, CELL_NOT_YOURS],
      [manager, ROLE.admin, 'inbox.view', false, 403, CELL_NOT_YOURS],
      [manager, ROLE.creator, 'customer.manage', true, 403, CELL_NOT_YOURS],
      [west, ROLE.manager, 'user.manage', false, 403, CELL_NOT_YOURS],
      [manager, ROLE.admin, 'user.manage', false, 400, ADMIN_ROLE_KEEPS],
      [admin, ROLE.admin, 'role.manage', false, 400, ADMIN_ROLE_KEEPS],
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

  it('lets the admin change every role’s cells, permissions the admin lacks included; the manager only the creator’s and viewer’s', async () => {
    const admin = await t.login('admin@acme.test');
    const changeable = async (login: TokenResponse, code: string) =>
      (await matrixOf(login)).permissions.find((p) => p.code === code)?.changeableRoleIds;
    expect(await changeable(admin, 'file.manage')).toEqual(INVITABLE_ROLES);
    expect(await changeable(admin, 'user.manage')).toEqual([ROLE.creator, ROLE.viewer, ROLE.manager]);
    expect(await changeable(manager, 'file.manage')).toEqual([ROLE.creator, ROLE.viewer]);
    // The admin holds neither file.manage nor campaign.manage (§6), and changes both.
    expect((await setCell(admin, ROLE.viewer, 'file.manage', true)).statusCode).toBe(200);
    const answer = await setCell(admin, ROLE.manager, 'campaign.manage', false);
    expect(answer.statusCode).toBe(200);
    expect(holders(answerOf<RoleMatrix>(answer).clientResponse, 'campaign.manage')).toEqual([]);
    expect((await trail(ACME))[0]).toMatchObject({
      action: 'role.permission',
      actor: 'admin@acme.test',
      before: { permission: 'campaign.manage', granted: true },
      after: { permission: 'campaign.manage', granted: false },
    });
    expect((await setCell(admin, ROLE.manager, 'campaign.manage', true)).statusCode).toBe(200);
    expect((await setCell(admin, ROLE.viewer, 'file.manage', false)).statusCode).toBe(200);
    expect(await t.ctx.db.query('SELECT 1 FROM customer_role_permissions')).toEqual([]);
  });

  it('lets the admin withdraw user.manage from the managers, below it in the order, and give it back', async () => {
    const admin = await t.login('admin@acme.test');
    expect((await setCell(admin, ROLE.manager, 'user.manage', false)).statusCode).toBe(200);
    expect(
      (await t.call(USER_ADMIN_PATHS.listUsers, manager.access_token, { page: 1, pageSize: 10, sort: 'username', direction: 'asc' }))
        .statusCode,
    ).toBe(403);
    // The admin role, which keeps user.manage, gives it back.
    expect((await setCell(admin, ROLE.manager, 'user.manage', true)).statusCode).toBe(200);
    expect(await t.ctx.db.query('SELECT 1 FROM customer_role_permissions')).toEqual([]);
  });
});
