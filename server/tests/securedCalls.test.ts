import { API_PATHS } from '../../contract';
import { TEST_VERSION, appForFile } from '../testing/testApp';

const t = appForFile();

describe('an explicit organisation on a secured call', () => {
  it('answers 409 with ##id for another organisation of the caller', async () => {
    const multi = await t.login('multi@acme.test');
    const byHeader = await t.call(API_PATHS.getCustomerProfiles, multi.access_token, {}, { 'x-customer-id': '2' });
    expect(byHeader.statusCode).toBe(409);
    expect(byHeader.json()).toEqual({
      status: 'Error',
      clientResponse: null,
      errorMessage: 'This item belongs to another organisation ##2',
      code: 'conflict',
    });
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
      expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: message, code: 'unauthorized' });
    }
    t.clock.advance(300_000);
    const expired = await t.call(API_PATHS.getCustomerProfiles, login.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorMessage).toBe('Access token expired');
  });
});

describe('version check (§8)', () => {
  const outdated =
    "Oops, there's something wrong. Try clearing your browser cache by pressing Ctrl+Shift+R (Windows) or Cmd+Shift+R (Mac).";

  it('answers 200 Error with the clear-cache message to an older client, before anything else', async () => {
    const login = await t.login('manager@acme.test');
    for (const token of [login.access_token, null]) {
      const answer = await t.call(API_PATHS.getCustomerProfiles, token, {}, { 'Web-Version': '2.3.9' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: outdated, code: 'outdated_client' });
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
    ['no body', undefined, 400, "Body cannot be empty when content-type is set to 'application/json'", { code: 'bad_request' }],
    ['broken JSON', '{"clientRequest":', 400, expect.stringContaining('JSON'), { code: 'bad_request' }],
    [
      'no clientRequest',
      {},
      400,
      "body must have required property 'clientRequest'",
      { code: 'validation', fields: [{ field: 'clientRequest', code: 'required' }] },
    ],
    [
      'extra top-level field',
      { clientRequest: {}, extra: 1 },
      400,
      'body must NOT have additional properties',
      { code: 'validation', fields: [{ field: 'extra', code: 'unknown' }] },
    ],
    [
      'extra clientRequest field',
      { clientRequest: { admin: true } },
      400,
      'body/clientRequest must NOT have additional properties',
      { code: 'validation', fields: [{ field: 'admin', code: 'unknown' }] },
    ],
    ['wrong type', { clientRequest: 'x' }, 400, 'body/clientRequest must be object', { code: 'validation' }],
    [
      'bad customerId',
      { clientRequest: { customerId: 'one' } },
      400,
      'body/clientRequest/customerId must be integer',
      { code: 'validation', fields: [{ field: 'customerId', code: 'type' }] },
    ],
  ])('%s', async (_name, payload, status, message, machine) => {
    const answer = await post(payload);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: message, ...machine });
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
    expect(long.json().fields).toEqual([{ field: 'clientDetails.browserName', code: 'too_long' }]);
    for (const id of ['abc', '0', '9999999999']) {
      const header = await t.call(API_PATHS.getCustomerProfiles, token, {}, { 'x-customer-id': id });
      expect(header.statusCode).toBe(400);
    }
  });

  it('404 for unknown API paths and methods', async () => {
    for (const [method, url] of [
      ['POST', '/rest/secure/service/customeruser/deleteEverything'],
      ['GET', API_PATHS.getCustomerProfiles],
    ] as const) {
      const answer = await t.inject({ method, url, headers: { accept: 'text/html' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        status: 'Error',
        clientResponse: null,
        errorMessage: `Not found: ${method} ${url}`,
        code: 'not_found',
      });
    }
    const api = await t.inject({ method: 'GET', url: '/api/v1/things', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found: GET /api/v1/things' });
  });
});

describe('server faults', () => {
  it('answer 500 in the envelope without details, and only for real faults', async () => {
    const token = (await t.login('manager@acme.test')).access_token;
    await t.ctx.db.exec('ALTER TABLE customers RENAME TO customers_moved');
    try {
      const answer = await t.call(API_PATHS.getCustomerProfiles, token);
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: 'Internal server error', code: 'internal' });
    } finally {
      await t.ctx.db.exec('ALTER TABLE customers_moved RENAME TO customers');
    }
    expect((await t.call(API_PATHS.getCustomerProfiles, token)).statusCode).toBe(200);
  });
});
