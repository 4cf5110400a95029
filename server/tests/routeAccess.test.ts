import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATHS, HEADERS, PERMISSIONS, type TokenResponse } from '../../contract';
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

  // What each call declares is the README's table of API calls, generated from and checked against
  // the OpenAPI document (routeTable.test.ts): a permission change shows in the diff of that table.

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

  it('directory: every organisation role that holds directory.view, in its own organisation; refused where the organisation withdraws it', async () => {
    const page = { page: 1, pageSize: 5, sort: 'name', direction: 'asc' };
    for (const username of ['admin@acme.test', 'manager@acme.test', 'creator@acme.test', 'viewer@acme.test']) {
      expect({ username, status: (await call(API_PATHS.listDirectory, await t.login(username), page)).statusCode }).toEqual({
        username,
        status: 200,
      });
    }
    await t.ctx.db.query(`INSERT INTO customer_role_permissions VALUES (1, 1432, 'directory.view', false)`);
    try {
      const viewer = await call(API_PATHS.listDirectory, await t.login('viewer@acme.test'), page);
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json().errorMessage).toBe(refusalMessage(['directory.view']));
      expect((await call(API_PATHS.listDirectory, await t.login('creator@acme.test'), page)).statusCode).toBe(200);
    } finally {
      await t.ctx.db.query(`DELETE FROM customer_role_permissions WHERE customer_id = 1 AND role_id = 1432`);
    }
    expect((await call(API_PATHS.listDirectory, await t.login('support@takeflow.test'), page)).statusCode).toBe(403);
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
