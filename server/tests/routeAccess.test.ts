import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATHS, HEADERS, PERMISSIONS, USER_ADMIN_PATHS, type TokenResponse } from '../../contract';
import { enforceRouteAccess, needs, refusalMessage, signedIn } from '../access/routeAccess';
import { authenticate } from '../auth/guard';
import type { ServiceFailure } from '../errors';
import { START_TIMEOUT_MS, TEST_VERSION, appForFile } from '../testing/testApp';

/** A second app on the same database with probe routes, each declaring one permission. */
let probe: FastifyInstance;

const t = appForFile({}, { cleanup: () => probe?.close() });

beforeAll(async () => {
  probe = Fastify();
  probe.decorateRequest('caller', null);
  probe.setErrorHandler((error: ServiceFailure, _request, reply) => reply.code(error.statusCode).send({ message: error.message }));
  probe.addHook('onRequest', async (request) => {
    request.caller = await authenticate(t.ctx, request);
  });
  enforceRouteAccess(probe, t.ctx);
  probe.post('/users', { config: needs(['user.manage']) }, async () => ({ ok: true }));
  probe.post('/customers', { config: needs(['customer.manage']) }, async () => ({ ok: true }));
  probe.post('/anyone', { config: signedIn }, async () => ({ ok: true }));
  await probe.ready();
}, START_TIMEOUT_MS);

const hit = (url: string, login: TokenResponse) =>
  probe.inject({ method: 'POST', url, headers: { authorization: `Bearer ${login.access_token}` }, payload: {} });

describe('route access declarations', () => {
  it('refuses to register a secured route that declares no access', async () => {
    const app = Fastify();
    enforceRouteAccess(app, t.ctx);
    expect(() => app.post('/undeclared', async () => ({}))).toThrow('POST /undeclared declares no access');
    await app.close();
  });

  it('every secured call of the API declares its access', () => {
    const secured = t.routes.filter((route) => route.url.startsWith('/rest/secure/'));
    expect(secured.length).toBeGreaterThanOrEqual(5);
    const declared = Object.fromEntries(secured.map((route) => [route.url, route.access]));
    expect(declared).toEqual({
      [API_PATHS.getCustomerProfiles]: 'signedIn',
      [API_PATHS.getRolePermissions]: 'signedIn',
      [API_PATHS.getMenuNotificationCount]: { anyOf: ['inbox.view'], refusal: 'Counts are not available for this role' },
      [API_PATHS.getUploadSignature]: {
        anyOf: ['footage.manage', 'file.manage', 'task.recording', 'task.fileRequest', 'organization.setup', 'profile.edit'],
      },
      [API_PATHS.acceptInvitation]: 'signedIn',
      [API_PATHS.changePassword]: { anyOf: ['profile.changePassword'] },
      [API_PATHS.inviteUser]: { anyOf: ['user.manage'] },
      [API_PATHS.getEmailLayouts]: { anyOf: ['emailLayout.manage'] },
      [API_PATHS.getEmailOutbox]: { anyOf: ['emailOutbox.read'] },
      [API_PATHS.markProgramViewed]: { anyOf: ['inbox.view'] },
      [API_PATHS.listInboxPrograms]: { anyOf: ['inbox.view'] },
      [API_PATHS.getInboxProgram]: { anyOf: ['inbox.view'] },
      [API_PATHS.listFollowedChannels]: { anyOf: ['inbox.view'] },
      [API_PATHS.completeRecordingTask]: { anyOf: ['task.recording'] },
      [API_PATHS.getRecordingTasks]: { anyOf: ['task.recording'] },
      [API_PATHS.getFileRequests]: { anyOf: ['task.fileRequest'] },
      [API_PATHS.getDeliverables]: { anyOf: ['task.deliverable'] },
      [API_PATHS.getProgramApprovals]: { anyOf: ['approval.program'] },
      [API_PATHS.fulfilFileRequest]: { anyOf: ['task.fileRequest'] },
      [API_PATHS.markDeliverableDelivered]: { anyOf: ['task.deliverable'] },
      [API_PATHS.decideProgramApproval]: { anyOf: ['approval.program'] },
      [API_PATHS.getMyPrograms]: { anyOf: ['program.create'] },
      [API_PATHS.liveStream]: 'signedIn',
      [API_PATHS.liveStreams]: 'signedIn',
      [API_PATHS.getSignInActivity]: { anyOf: ['report.download'] },
      [API_PATHS.getActiveSignIns]: 'signedIn',
      [API_PATHS.endSignIn]: 'signedIn',
      [API_PATHS.endOtherSignIns]: 'signedIn',
      [API_PATHS.getCustomers]: { anyOf: ['customer.manage'] },
      [API_PATHS.getCustomer]: { anyOf: ['customer.manage'] },
      [API_PATHS.createCustomer]: { anyOf: ['customer.manage'] },
      [API_PATHS.updateCustomer]: { anyOf: ['customer.manage'] },
      [API_PATHS.getAuditRecords]: { anyOf: ['customer.manage'] },
      [API_PATHS.getBasicSetup]: { anyOf: ['organization.setup'] },
      [API_PATHS.updateBasicSetup]: { anyOf: ['organization.setup'] },
      [API_PATHS.getStorageUse]: { anyOf: ['organization.setup'] },
      [API_PATHS.listFootage]: { anyOf: ['footage.manage'] },
      [API_PATHS.listFiles]: { anyOf: ['file.manage'] },
      [API_PATHS.deleteMedia]: { anyOf: ['footage.manage', 'file.manage'] },
      [API_PATHS.uploadCaption]: { anyOf: ['footage.manage', 'file.manage'] },
      [API_PATHS.listCaptions]: { anyOf: ['footage.manage', 'file.manage'] },
      [API_PATHS.deleteCaption]: { anyOf: ['footage.manage', 'file.manage'] },
      [USER_ADMIN_PATHS.listUsers]: { anyOf: ['user.manage', 'superAdmin.users'] },
      [USER_ADMIN_PATHS.getUser]: { anyOf: ['user.manage', 'superAdmin.users'] },
      [USER_ADMIN_PATHS.createUser]: { anyOf: ['user.manage', 'superAdmin.users'] },
      [USER_ADMIN_PATHS.saveMembership]: { anyOf: ['user.manage', 'superAdmin.users'] },
      [USER_ADMIN_PATHS.removeMembership]: { anyOf: ['user.manage', 'superAdmin.users'] },
      [USER_ADMIN_PATHS.setMembershipLock]: { anyOf: ['user.manage', 'superAdmin.users'] },
      [USER_ADMIN_PATHS.setUserActive]: { anyOf: ['user.manage', 'superAdmin.users'] },
      [USER_ADMIN_PATHS.getRoleMatrix]: { anyOf: ['role.manage'] },
      [USER_ADMIN_PATHS.setRolePermission]: { anyOf: ['role.manage'] },
      [API_PATHS.getUserProfile]: { anyOf: ['profile.edit', 'superAdmin.users'] },
      [API_PATHS.updateUserProfile]: { anyOf: ['profile.edit', 'superAdmin.users'] },
    });
  });

  it('the shared permission list is the permissions table', async () => {
    const rows = await t.ctx.db.query<{ code: string }>('SELECT code FROM permissions ORDER BY code');
    expect(rows.map((row) => row.code)).toEqual([...PERMISSIONS].sort());
  });
});

describe('permissions per route, per role and per organisation (§6)', () => {
  it('opens a route to the roles whose permissions list it, and only to them', async () => {
    const manager = await t.login('manager@acme.test');
    const admin = await t.login('admin@acme.test');
    const creator = await t.login('creator@acme.test');
    const viewer = await t.login('viewer@globex.test');
    const support = await t.login('support@takeflow.test');
    expect((await hit('/users', manager)).statusCode).toBe(200);
    expect((await hit('/users', admin)).statusCode).toBe(200);
    for (const refused of [creator, viewer, support]) {
      const answer = await hit('/users', refused);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(refusalMessage(['user.manage']));
    }
    expect((await hit('/customers', support)).statusCode).toBe(200);
    expect((await hit('/customers', manager)).statusCode).toBe(403);
    for (const anyone of [manager, creator, viewer, support]) expect((await hit('/anyone', anyone)).statusCode).toBe(200);
  });

  it('reads the roles of the current organisation only, at request time', async () => {
    const westId = await t.ctx.db.query<{ id: number }>(
      `SELECT cu.id FROM customer_users cu JOIN users u ON u.id = cu.user_id WHERE u.username = 'multi@acme.test' AND cu.customer_id = 2`,
    );
    const media = await t.login('multi@acme.test');
    const west = await t.login('multi@acme.test', { customerId: '2' });
    expect((await hit('/users', west)).statusCode).toBe(200);
    // Acme West makes Max a creator only; Acme Media keeps him a manager.
    await t.ctx.db.query('DELETE FROM customer_user_roles WHERE customer_user_id = $1 AND role_id = 1532', [westId[0]?.id]);
    expect((await hit('/users', west)).statusCode).toBe(403);
    expect((await hit('/users', media)).statusCode).toBe(200);
    await t.ctx.db.query('INSERT INTO customer_user_roles (customer_user_id, role_id) VALUES ($1, 1532)', [westId[0]?.id]);
    expect((await hit('/users', west)).statusCode).toBe(200);
  });

  it('a locked membership keeps no permission', async () => {
    const west = await t.login('multi@acme.test', { customerId: '2' });
    await t.ctx.db.query(
      `UPDATE customer_users SET is_locked = true WHERE customer_id = 2 AND user_id = (SELECT id FROM users WHERE username = 'multi@acme.test')`,
    );
    try {
      // Refused before any permission is looked at: the guard ends an access token whose
      // membership is locked (server/auth/guard.ts), so the answer is 401, not 403.
      expect((await hit('/users', west)).statusCode).toBe(401);
    } finally {
      await t.ctx.db.query(
        `UPDATE customer_users SET is_locked = false WHERE customer_id = 2 AND user_id = (SELECT id FROM users WHERE username = 'multi@acme.test')`,
      );
    }
  });
});

describe('the declared permissions of the API', () => {
  const call = (url: string, login: TokenResponse, clientRequest: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${login.access_token}`, [HEADERS.webVersion]: TEST_VERSION },
      payload: { clientRequest },
    });

  it('upload signing: every organisation role that records or uploads, each for what its permissions allow; never the support role', async () => {
    for (const username of ['creator@globex.test', 'manager@acme.test']) {
      expect((await call(API_PATHS.getUploadSignature, await t.login(username))).statusCode).toBe(200);
    }
    // Viewers and admins hold only the task permissions: footage (the default purpose) is refused,
    // and a task upload needs an open task of theirs (taskUploads.test.ts).
    for (const username of ['viewer@acme.test', 'admin@acme.test']) {
      const login = await t.login(username);
      expect((await call(API_PATHS.getUploadSignature, login)).statusCode).toBe(403);
      const member = login.additionalDetails.CustomerUserDetails!.customerUserId;
      const open = await t.ctx.db.query<{ id: number }>('SELECT id FROM recording_tasks WHERE assignee_id = $1 AND completed_at IS NULL', [
        member,
      ]);
      const taskId = open[0]?.id ?? 999_999;
      expect((await call(API_PATHS.getUploadSignature, login, { purpose: 'taskRecording', taskId })).statusCode).toBe(
        open.length > 0 ? 200 : 403,
      );
    }
    const support = await call(API_PATHS.getUploadSignature, await t.login('support@takeflow.test'));
    expect(support.statusCode).toBe(403);
    expect(support.json().errorMessage).toBe(
      refusalMessage(['footage.manage', 'file.manage', 'task.recording', 'task.fileRequest', 'organization.setup', 'profile.edit']),
    );
  });
});
