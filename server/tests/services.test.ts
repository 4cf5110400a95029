import { API_PATHS, ROLE, type CustomerProfileMap, type MenuNotificationCountResponse, type TokenResponse } from '../../contract';
import { START_TIMEOUT_MS, TEST_VERSION, startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, START_TIMEOUT_MS);
afterAll(() => t?.close(), START_TIMEOUT_MS);

const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails?.customerUserId ?? -1;
const counts = async (login: TokenResponse) => {
  const answer = await t.call(API_PATHS.getMenuNotificationCount, login.access_token, { customerUserId: cuid(login) });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: MenuNotificationCountResponse }>().clientResponse;
};

describe('customeruser/getCustomerProfiles', () => {
  it('answers only the caller’s own profiles, keyed by customer id', async () => {
    const multi = await t.login('multi@acme.test');
    const answer = await t.call(API_PATHS.getCustomerProfiles, multi.access_token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ status: string; clientResponse: CustomerProfileMap; errorMessage: null }>();
    expect(body.status).toBe('Ok');
    expect(body.errorMessage).toBeNull();
    expect(Object.keys(body.clientResponse)).toEqual(['1', '2', '5']);
    expect(body.clientResponse['1']).toEqual({
      customerID: 1,
      customerName: 'Acme Media',
      customerLogoAddnl: '/assets/logos/acme.svg',
      customerCity: 'Austin',
      customerState: 'TX',
      customerZip: '78701',
      sequence: 1,
      isLocked: false,
      customerDefaultLogin: true,
    });
    expect(body.clientResponse['2']).toMatchObject({ customerName: 'Acme West', customerZip: null, sequence: 2, isLocked: false });
    expect(body.clientResponse['5']).toMatchObject({ customerName: 'Initech', isLocked: true, sequence: 3 });

    const globex = await t.login('viewer@globex.test');
    const theirs = (await t.call(API_PATHS.getCustomerProfiles, globex.access_token)).json<{ clientResponse: CustomerProfileMap }>();
    expect(Object.keys(theirs.clientResponse)).toEqual(['3']);
  });

  it('answers an empty map for the support role', async () => {
    const support = await t.login('support@takeflow.test');
    expect((await t.call(API_PATHS.getCustomerProfiles, support.access_token)).json()).toEqual({
      status: 'Ok',
      clientResponse: {},
      errorMessage: null,
    });
  });
});

describe('event/getMenuNotificationCount', () => {
  it('computes every count for the manager and for multi in Acme Media', async () => {
    const manager = await counts(await t.login('manager@acme.test'));
    expect(manager).toMatchObject({
      inboxNewCount: 2,
      inboxLibraryCount: 5,
      inboxWatchedCount: 3,
      clipsToRecordCount: 2,
      programsForApprovalCount: 2,
      assetReqToRecordCount: 1,
      deliverablesCount: 3,
      newBioProgramsCount: 1,
    });
    expect(manager.searchFilters?.files?.filterList).toContain('All files');
    expect(manager.searchFilters?.footage?.gridColumnsList).toContain('Duration');
    expect(await counts(await t.login('multi@acme.test'))).toMatchObject({
      inboxNewCount: 2,
      inboxLibraryCount: 4,
      inboxWatchedCount: 2,
      clipsToRecordCount: 3,
      programsForApprovalCount: 1,
      assetReqToRecordCount: 2,
      deliverablesCount: 1,
      newBioProgramsCount: 1,
    });
  });

  it('gives multi other counts in Acme West, and never Initech’s', async () => {
    const west = await counts(await t.login('multi@acme.test', { customerId: '2' }));
    expect(west).toMatchObject({
      inboxNewCount: 1,
      inboxLibraryCount: 1,
      inboxWatchedCount: 0,
      clipsToRecordCount: 1,
      programsForApprovalCount: 0,
      assetReqToRecordCount: 0,
      deliverablesCount: 0,
      newBioProgramsCount: 0,
    });
  });

  it('uses an organisation’s own search filters where it has them', async () => {
    const globex = await counts(await t.login('creator@globex.test'));
    expect(globex.searchFilters?.footage?.filterList).toEqual(['All footage', 'Recorded by me', 'Consent on file']);
    expect(globex.searchFilters?.files?.filterList).toContain('All files');
    expect(globex).toMatchObject({ inboxNewCount: 1, inboxWatchedCount: 1, newBioProgramsCount: 1, clipsToRecordCount: 1 });
  });

  it('follows the content: viewing a program moves it from new to watched', async () => {
    const viewer = await t.login('viewer@acme.test');
    const before = await counts(viewer);
    await t.ctx.db.query(
      `UPDATE program_recipients SET viewed_at = now()
        WHERE customer_user_id = $1 AND program_id = (SELECT id FROM programs WHERE title = 'Q3 launch recap')`,
      [cuid(viewer)],
    );
    const after = await counts(viewer);
    expect(after.inboxNewCount).toBe(before.inboxNewCount - 1);
    expect(after.inboxWatchedCount).toBe(before.inboxWatchedCount + 1);
  });

  it('refuses another member’s customerUserId (403) and the support role', async () => {
    const manager = await t.login('manager@acme.test');
    const creator = await t.login('creator@acme.test');
    const globex = await t.login('viewer@globex.test');
    for (const other of [creator, globex]) {
      const answer = await t.call(API_PATHS.getMenuNotificationCount, manager.access_token, { customerUserId: cuid(other) });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        status: 'Error',
        clientResponse: null,
        errorMessage: 'customerUserId is not the signed-in customer profile',
      });
    }
    const support = await t.login('support@takeflow.test');
    const answer = await t.call(API_PATHS.getMenuNotificationCount, support.access_token, { customerUserId: 1 });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errorMessage).toBe('Counts are not available for this role');
  });

  it('refuses multi’s own Acme Media profile id while signed in to Acme West', async () => {
    const media = await t.login('multi@acme.test');
    const west = await t.login('multi@acme.test', { customerId: '2' });
    const answer = await t.call(API_PATHS.getMenuNotificationCount, west.access_token, { customerUserId: cuid(media) });
    expect(answer.statusCode).toBe(403);
  });
});

describe('role/getRolePermissions', () => {
  it('answers the permissions of the caller’s roles and records the client details', async () => {
    const multi = await t.login('multi@acme.test');
    const answer = await t.call(API_PATHS.getRolePermissions, multi.access_token, {
      isLoggedInFromMobile: false,
      clientDetails: { browserName: 'Chrome', browserVersion: '131.0', operatingSystem: 'macOS', geoLocation: { latitude: 30.27, longitude: -97.74 } },
    });
    expect(answer.statusCode).toBe(200);
    const vo = answer.json().clientResponse.rolePermissionVO as { roleId: number; permissions: string[] }[];
    expect(vo.map((r) => r.roleId)).toEqual([ROLE.creator, ROLE.manager]);
    expect(vo[1]?.permissions).toEqual(expect.arrayContaining(['approval.program', 'storyboard.manage', 'task.deliverable']));
    expect(vo[0]?.permissions).not.toContain('approval.program');
    const [event] = await t.ctx.db.query<Record<string, unknown>>(
      'SELECT * FROM login_events WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      ['multi@acme.test'],
    );
    expect(event).toMatchObject({ customer_id: 1, is_mobile: false, browser_name: 'Chrome', operating_system: 'macOS', latitude: 30.27 });
  });

  it('validates the client details', async () => {
    const viewer = await t.login('viewer@acme.test');
    const answer = await t.call(API_PATHS.getRolePermissions, viewer.access_token, {
      isLoggedInFromMobile: 'no',
      clientDetails: { browserName: 'Chrome', browserVersion: '1', operatingSystem: 'x' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: 'body/clientRequest/isLoggedInFromMobile must be boolean' });
  });
});

describe('common/getUploadSignature', () => {
  it('signs a policy for the current organisation’s prefix only', async () => {
    const west = await t.login('multi@acme.test', { customerId: '2' });
    const answer = await t.call(API_PATHS.getUploadSignature, west.access_token);
    expect(answer.statusCode).toBe(200);
    const form = answer.json().clientResponse;
    expect(form.key).toBe('customers/2/');
    expect(form['X-Amz-Algorithm']).toBe('AWS4-HMAC-SHA256');
    expect(form['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(form.Policy, 'base64').toString());
    expect(policy.conditions).toContainEqual(['starts-with', '$key', 'customers/2/']);
    const expires = Date.parse(policy.expiration) - t.clock.now().getTime();
    expect(expires).toBe(15 * 60 * 1000);
  });

  it('refuses the support role, which has no organisation', async () => {
    const support = await t.login('support@takeflow.test');
    expect((await t.call(API_PATHS.getUploadSignature, support.access_token)).statusCode).toBe(403);
  });
});

describe('an explicit organisation on a secured call', () => {
  it('answers 409 with ##id for another organisation of the caller', async () => {
    const multi = await t.login('multi@acme.test');
    const byHeader = await t.call(API_PATHS.getCustomerProfiles, multi.access_token, {}, { 'x-customer-id': '2' });
    expect(byHeader.statusCode).toBe(409);
    expect(byHeader.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: 'This item belongs to another organisation ##2' });
    const byBody = await t.call(API_PATHS.getUploadSignature, multi.access_token, { customerId: 2 });
    expect(byBody.statusCode).toBe(409);
    expect(byBody.json().errorMessage).toContain('##2');
    expect((await t.call(API_PATHS.getCustomerProfiles, multi.access_token, { customerId: 1 })).statusCode).toBe(200);
  });

  it('answers 403 for a locked or foreign organisation', async () => {
    const multi = await t.login('multi@acme.test');
    for (const id of ['5', '3', '999']) {
      const answer = await t.call(API_PATHS.getCustomerProfiles, multi.access_token, {}, { 'x-customer-id': id });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errorMessage).toBe(`You do not have access to organisation ${id}`);
    }
  });
});

describe('authentication of secured calls', () => {
  it('401 for a missing, malformed, forged or expired access token', async () => {
    const login = await t.login('viewer@acme.test');
    const [header, payload] = login.access_token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', roles: [1632] })).toString('base64url')}.${login.access_token.split('.')[2]}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const cases: [string | null, string][] = [
      [null, 'Missing access token'],
      ['garbage', 'Invalid access token'],
      [forged, 'Invalid access token'],
      [unsigned, 'Invalid access token'],
    ];
    for (const [token, message] of cases) {
      const answer = await t.call(API_PATHS.getCustomerProfiles, token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: message });
    }
    t.clock.advance(300_000);
    const expired = await t.call(API_PATHS.getCustomerProfiles, login.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorMessage).toBe('Access token expired');
  });
});

describe('version check (SPEC §8)', () => {
  const outdated = "Oops, there's something wrong. Try clearing your browser cache by pressing Ctrl+Shift+R (Windows) or Cmd+Shift+R (Mac).";

  it('answers 200 Error with the clear-cache message to an older client, before anything else', async () => {
    const login = await t.login('manager@acme.test');
    for (const token of [login.access_token, null]) {
      const answer = await t.call(API_PATHS.getCustomerProfiles, token, {}, { 'Web-Version': '2.3.9' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: outdated });
    }
  });

  it('lets the same, a newer, or an unannounced version through', async () => {
    const login = await t.login('manager@acme.test');
    for (const version of [TEST_VERSION, '2.10.0', '3']) {
      expect((await t.call(API_PATHS.getCustomerProfiles, login.access_token, {}, { 'Web-Version': version })).json().status).toBe('Ok');
    }
    const none = await t.inject({
      method: 'POST',
      url: API_PATHS.getCustomerProfiles,
      headers: { authorization: `Bearer ${login.access_token}` },
      payload: { clientRequest: {} },
    });
    expect(none.json().status).toBe('Ok');
  });
});

describe('malformed requests', () => {
  let token: string;
  beforeAll(async () => {
    token = (await t.login('manager@acme.test')).access_token;
  });
  const post = (payload: string | object | undefined, contentType = 'application/json') =>
    t.inject({
      method: 'POST',
      url: API_PATHS.getCustomerProfiles,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    ['no body', undefined, 400, 'Body cannot be empty when content-type is set to \'application/json\''],
    ['broken JSON', '{"clientRequest":', 400, expect.stringContaining('JSON')],
    ['no clientRequest', {}, 400, "body must have required property 'clientRequest'"],
    ['extra top-level field', { clientRequest: {}, extra: 1 }, 400, 'body must NOT have additional properties'],
    ['extra clientRequest field', { clientRequest: { admin: true } }, 400, 'body/clientRequest must NOT have additional properties'],
    ['wrong type', { clientRequest: 'x' }, 400, 'body/clientRequest must be object'],
    ['bad customerId', { clientRequest: { customerId: 'one' } }, 400, 'body/clientRequest/customerId must be integer'],
  ])('%s', async (_name, payload, status, message) => {
    const answer = await post(payload);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: message });
  });

  it('415 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const answer = await post('clientRequest=x', type);
      expect(answer.statusCode).toBe(415);
      expect(answer.json().status).toBe('Error');
    }
  });

  it('413 for a body over 64 KB', async () => {
    const answer = await post({ clientRequest: { pad: 'x'.repeat(70 * 1024) } });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().status).toBe('Error');
  });

  it('400 for an over-long string and a bad X-Customer-Id header', async () => {
    const long = await t.call(API_PATHS.getRolePermissions, token, {
      isLoggedInFromMobile: false,
      clientDetails: { browserName: 'x'.repeat(65), browserVersion: '1', operatingSystem: 'x' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toBe('body/clientRequest/clientDetails/browserName must NOT have more than 64 characters');
    const header = await t.call(API_PATHS.getCustomerProfiles, token, {}, { 'x-customer-id': 'abc' });
    expect(header.statusCode).toBe(400);
  });

  it('404 for unknown API paths and methods', async () => {
    for (const [method, url] of [['POST', '/rest/secure/service/customeruser/deleteEverything'], ['GET', API_PATHS.getCustomerProfiles]] as const) {
      const answer = await t.inject({ method, url, headers: { accept: 'text/html' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: `Not found: ${method} ${url}` });
    }
    const api = await t.inject({ method: 'GET', url: '/api/v1/things', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found: GET /api/v1/things' });
  });
});
