import { API_PATHS, type AuditEntry, type CustomerRecord, type Page, type TokenResponse } from '../../contract';
import { dumpDatabase } from '../testing/dbDump';
import { openSse, type SseClient } from '../testing/sseClient';
import { START_TIMEOUT_MS, TEST_VERSION, appForFile } from '../testing/testApp';

let support: TokenResponse;
const open: SseClient[] = [];
const t = appForFile({}, { listen: true });

beforeAll(async () => {
  support = await t.login('support@takeflow.test');
}, START_TIMEOUT_MS);
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const ACME = 1;
const FLAGS_OFF = {
  allowZoomIntegration: false,
  allowYoutubeIntegration: false,
  youTubeIntegrated: false,
  storyboardEnabled: false,
  campaignManagerEnabled: false,
  proEditVendor: false,
  hideOrganisation: false,
};
const NEW_ORG = {
  name: 'Northwind Films',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  logoUrl: null,
  ...FLAGS_OFF,
  storyboardEnabled: true,
};

const list = async (request: Record<string, unknown>, login = support) => {
  const answer = await t.call(API_PATHS.getCustomers, login.access_token, {
    page: 1,
    pageSize: 25,
    sort: 'name',
    direction: 'asc',
    ...request,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: Page<CustomerRecord> }>().clientResponse;
};
const names = (page: Page<CustomerRecord>) => page.items.map((item) => item.name);
const record = async (organisationId: number) =>
  (await t.call(API_PATHS.getCustomer, support.access_token, { organisationId })).json<{ clientResponse: CustomerRecord }>().clientResponse;
const edit = (organisationId: number, changes: Partial<CustomerRecord>, login = support) =>
  record(organisationId).then(({ createdAt: _c, members: _m, ...current }) =>
    t.call(API_PATHS.updateCustomer, login.access_token, { ...current, ...changes, organisationId }),
  );
const trail = async (organisationId: number) =>
  (await t.call(API_PATHS.getAuditRecords, support.access_token, { organisationId, page: 1, pageSize: 100 })).json<{
    clientResponse: Page<AuditEntry>;
  }>().clientResponse;

describe('customer/getCustomers', () => {
  it('lists every organisation, sorted and paged', async () => {
    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(names(all).slice(0, 5)).toEqual(['Acme Media', 'Acme West', 'Cutline Studios', 'Globex Health', 'Initech']);
    const desc = await list({ sort: 'zip', direction: 'desc', pageSize: 2 });
    expect(desc.items.map((item) => item.zip)).toEqual(['97201', '78702']);
    expect(desc.total).toBe(all.total);
    expect(names(await list({ page: 2, pageSize: 2 }))).toEqual(['Cutline Studios', 'Globex Health']);
    expect(all.items.find((item) => item.name === 'Acme Media')).toMatchObject({
      organisationId: ACME,
      storyboardEnabled: true,
      members: expect.any(Number),
    });
  });

  it('searches name and address as the profile switcher does (§5): case-insensitive, N/A for a missing part', async () => {
    expect(names(await list({ search: 'AUSTIN' }))).toEqual(['Acme Media', 'Initech']);
    expect(names(await list({ search: 'acme' }))).toEqual(['Acme Media', 'Acme West']);
    expect(names(await list({ search: 'co, n/a' }))).toEqual(['Acme West']);
    expect(names(await list({ search: '02110' }))).toEqual(['Globex Health']);
    expect((await list({ search: '%' })).total).toBe(0);
  });
});

describe('customer/createCustomer and updateCustomer', () => {
  it('creates an organisation with its flags, audited with no before', async () => {
    const answer = await t.call(API_PATHS.createCustomer, support.access_token, { ...NEW_ORG, city: '  ', name: ' Northwind Films ' });
    expect(answer.statusCode).toBe(200);
    const created = answer.json<{ clientResponse: CustomerRecord }>().clientResponse;
    expect(created).toMatchObject({ name: 'Northwind Films', city: null, storyboardEnabled: true, members: 0 });
    const entries = (await trail(created.organisationId)).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'support@takeflow.test',
      action: 'customer.create',
      subjectType: 'customer',
      subjectId: String(created.organisationId),
      before: null,
      after: expect.objectContaining({ name: 'Northwind Films', storyboardEnabled: true }),
    });
  });

  it('a flag change is audited with before and after and reaches the members’ open tabs at once', async () => {
    const manager = await t.login('manager@acme.test');
    const stream = await openSse(t.url, manager.access_token, TEST_VERSION);
    open.push(stream);
    await stream.next('stream.ready');
    const answer = await edit(ACME, { storyboardEnabled: false, campaignManagerEnabled: true });
    expect(answer.statusCode).toBe(200);
    const event = (await stream.next('customer.changed')).event;
    expect(event).toMatchObject({
      type: 'customer.changed',
      customer: { customerId: ACME, storyboardEnabled: false, campaignManagerEnabled: true },
    });
    const [latest] = (await trail(ACME)).items;
    expect(latest).toMatchObject({ action: 'customer.update', actor: 'support@takeflow.test' });
    expect(latest!.before).toMatchObject({ storyboardEnabled: true });
    expect(latest!.after).toMatchObject({ storyboardEnabled: false, campaignManagerEnabled: true });
    // The next sign-in carries the flags too.
    const again = await t.login('manager@acme.test');
    expect(again.additionalDetails.CustomerDetails).toMatchObject({ storyboardEnabled: false, campaignManagerEnabled: true });
    expect((await edit(ACME, { storyboardEnabled: true, campaignManagerEnabled: false })).statusCode).toBe(200);
  });

  it('an edit that changes nothing records nothing', async () => {
    const before = (await trail(ACME)).total;
    expect((await edit(ACME, {})).statusCode).toBe(200);
    expect((await trail(ACME)).total).toBe(before);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const dump = await dumpDatabase(t.ctx.db);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...NEW_ORG, name: '   ' }, 'name', 'blank'],
      [{ ...NEW_ORG, logoUrl: 'javascript:alert(1)' }, 'logoUrl', 'pattern'],
      [{ ...NEW_ORG, logoUrl: '//evil.test/x.png' }, 'logoUrl', 'pattern'],
      [{ ...NEW_ORG, city: 'Sea\u0007ttle' }, 'city', 'control_characters'],
      [{ ...NEW_ORG, storyboardEnabled: 'yes' }, 'storyboardEnabled', 'type'],
      [{ ...NEW_ORG, zip: '1'.repeat(21) }, 'zip', 'too_long'],
    ];
    for (const [bad, field, code] of refusals) {
      const answer = await t.call(API_PATHS.createCustomer, support.access_token, bad);
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { status: 'Error', clientResponse: null, errorMessage: expect.any(String), code: 'validation', fields: [{ field, code }] },
      ]);
    }
    const { storyboardEnabled: _s, ...missingFlag } = NEW_ORG;
    const missing = await t.call(API_PATHS.createCustomer, support.access_token, missingFlag);
    expect([missing.statusCode, missing.json().fields]).toEqual([400, [{ field: 'storyboardEnabled', code: 'required' }]]);
    const unknownSort = await t.call(API_PATHS.getCustomers, support.access_token, {
      page: 1,
      pageSize: 25,
      sort: 'owner',
      direction: 'asc',
    });
    expect(unknownSort.statusCode).toBe(400);
    expect((await t.call(API_PATHS.updateCustomer, support.access_token, { ...NEW_ORG, organisationId: 99999 })).statusCode).toBe(404);
    expect((await t.call(API_PATHS.getCustomer, support.access_token, { organisationId: 99999 })).statusCode).toBe(404);
    expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
  });
});

describe('who may administer organisations', () => {
  it('refuses every customer call to any other role, in their own organisation or another, and changes nothing', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [API_PATHS.getCustomers, { page: 1, pageSize: 25, sort: 'name', direction: 'asc' }],
      [API_PATHS.getCustomer, { organisationId: ACME }],
      [API_PATHS.createCustomer, NEW_ORG],
      [API_PATHS.updateCustomer, { ...NEW_ORG, organisationId: ACME }],
      [API_PATHS.updateCustomer, { ...NEW_ORG, organisationId: 3 }],
      [API_PATHS.getAuditRecords, { organisationId: ACME, page: 1, pageSize: 10 }],
    ];
    for (const username of ['admin@acme.test', 'manager@acme.test', 'creator@acme.test', 'viewer@globex.test', 'vendor@cutline.test']) {
      const caller = await t.login(username);
      const dump = await dumpDatabase(t.ctx.db);
      for (const [path, clientRequest] of calls) {
        const answer = await t.call(path, caller.access_token, clientRequest);
        expect([path, answer.statusCode]).toEqual([path, 403]);
        expect(answer.json().errorMessage).toBe('Your role does not allow this call (it needs customer.manage)');
      }
      expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
    }
    for (const [path, clientRequest] of calls) expect((await t.call(path, null, clientRequest)).statusCode).toBe(401);
  });
});
