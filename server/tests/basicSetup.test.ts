import { API_PATHS, type AuditEntry, type CustomerRecord, type Page } from '../../contract';
import { dumpDatabase } from '../testing/dbDump';
import { openSse } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';

const t = appForFile({}, { listen: true });

const BASICS = { name: 'Acme Media Group', city: 'Austin', state: 'TX', zip: '78701', logoUrl: '/assets/logos/acme.svg' };
const customer = async (id: number) =>
  (
    await t.ctx.db.query<{ name: string; storyboard_enabled: boolean }>('SELECT name, storyboard_enabled FROM customers WHERE id = $1', [
      id,
    ])
  )[0];

describe('organization/getBasicSetup and updateBasicSetup', () => {
  it('a manager changes their own organisation’s name, address and logo, audited; the flags stay as they were', async () => {
    const manager = await t.login('manager@acme.test');
    const member = await t.login('creator@acme.test');
    const stream = await openSse(t.url, member.access_token, TEST_VERSION);
    await stream.next('stream.ready');
    const read = await t.call(API_PATHS.getBasicSetup, manager.access_token);
    expect(read.json<{ clientResponse: CustomerRecord }>().clientResponse).toMatchObject({ organisationId: 1, name: 'Acme Media' });
    const answer = await t.call(API_PATHS.updateBasicSetup, manager.access_token, BASICS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ clientResponse: CustomerRecord }>().clientResponse).toMatchObject({
      name: 'Acme Media Group',
      storyboardEnabled: true,
    });
    expect(await customer(1)).toEqual({ name: 'Acme Media Group', storyboard_enabled: true });
    // Members' open tabs get the new name at once.
    expect((await stream.next('customer.changed')).event).toMatchObject({ customer: { customerId: 1, name: 'Acme Media Group' } });
    stream.close();
    const support = await t.login('support@takeflow.test');
    const trail = (await t.call(API_PATHS.getAuditRecords, support.access_token, { organisationId: 1, page: 1, pageSize: 10 })).json<{
      clientResponse: Page<AuditEntry>;
    }>().clientResponse.items;
    expect(trail[0]).toMatchObject({ actor: 'manager@acme.test', action: 'organization.basicSetup', before: { name: 'Acme Media' } });
    expect(trail[0]!.after).toMatchObject({ name: 'Acme Media Group' });
  });

  it('cannot name another organisation, nor set a flag, and refuses other roles; nothing changes', async () => {
    const manager = await t.login('vendor@cutline.test');
    const others = await Promise.all(['creator@acme.test', 'viewer@globex.test', 'support@takeflow.test'].map((name) => t.login(name)));
    const dump = await dumpDatabase(t.ctx.db);
    // Naming another organisation: refused before the handler (§8), whichever way it is named.
    expect((await t.call(API_PATHS.updateBasicSetup, manager.access_token, { ...BASICS, customerId: 1 })).statusCode).toBe(403);
    expect((await t.call(API_PATHS.updateBasicSetup, manager.access_token, BASICS, { 'x-customer-id': '1' })).statusCode).toBe(403);
    expect((await t.call(API_PATHS.updateBasicSetup, manager.access_token, { ...BASICS, organisationId: 1 })).statusCode).toBe(400);
    expect((await t.call(API_PATHS.updateBasicSetup, manager.access_token, { ...BASICS, storyboardEnabled: false })).statusCode).toBe(400);
    expect((await t.call(API_PATHS.updateBasicSetup, manager.access_token, { ...BASICS, name: '  ' })).statusCode).toBe(400);
    for (const caller of others) {
      for (const path of [API_PATHS.getBasicSetup, API_PATHS.updateBasicSetup]) {
        const answer = await t.call(path, caller.access_token, path === API_PATHS.updateBasicSetup ? BASICS : {});
        expect([caller.userUUID, path, answer.statusCode]).toEqual([caller.userUUID, path, 403]);
      }
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(dump);
    expect(await customer(4)).toMatchObject({ name: 'Cutline Studios' });
    expect(await customer(1)).toMatchObject({ name: 'Acme Media Group' });
  });
});
