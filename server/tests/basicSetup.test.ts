import { API_PATHS, type AuditEntry, type CustomerRecord, type Page, type StorageUse } from '../../contract';
import { dumpDatabase } from '../testing/dbDump';
import { uploadBytes } from '../testing/mediaFixtures';
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

describe('organization/getStorageUse', () => {
  const use = async (token: string, headers: Record<string, string> = {}) => {
    const answer = await t.call(API_PATHS.getStorageUse, token, {}, headers);
    return { status: answer.statusCode, use: answer.json<{ clientResponse: StorageUse | null }>().clientResponse };
  };
  const object = (customerId: number, key: string, size: number, type: string) =>
    t.ctx.db.query(`INSERT INTO media_objects (key, customer_id, size, content_type, etag) VALUES ($1, $2, $3, $4, 'e')`, [
      key,
      customerId,
      size,
      type,
    ]);

  it('counts an organisation’s originals, renditions, posters, sprites and captions, its own only', async () => {
    const manager = (await t.login('manager@acme.test')).access_token;
    const cutline = (await t.login('vendor@cutline.test')).access_token;
    const acmeBefore = (await use(manager)).use!;
    const cutlineBefore = (await use(cutline)).use!;

    // A real upload through the embedded store, then what processing would have made of a video.
    await uploadBytes(t, manager, 'file', 'Brief.pdf', 'application/pdf', Buffer.alloc(1000, 1));
    const derived = 'customers/1/derived/0123456789abcdef0123456789abcdef/';
    for (const [name, size, type] of [
      ['start.m3u8', 10, 'application/vnd.apple.mpegurl'],
      ['first.m3u8', 20, 'application/vnd.apple.mpegurl'],
      ['first.m4s', 5000, 'video/mp4'],
      ['thumbnail.jpg', 30, 'image/jpeg'],
      ['poster.jpg', 70, 'image/jpeg'],
      ['storyboard.jpg', 400, 'image/jpeg'],
      ['storyboard.vtt', 5, 'text/vtt'],
      ['captions-fr.vtt', 3, 'text/vtt'],
    ] as const)
      await object(1, derived + name, size, type);
    await object(4, 'customers/4/uploads/00000000-0000-4000-8000-000000000004/take.mov', 7777, 'video/quicktime');

    const acme = await use(manager);
    expect(acme.status).toBe(200);
    const grew = (kind: Exclude<keyof StorageUse, 'totalBytes'>) => ({
      count: acme.use![kind].count - acmeBefore[kind].count,
      bytes: acme.use![kind].bytes - acmeBefore[kind].bytes,
    });
    expect(grew('originals')).toEqual({ count: 1, bytes: 1000 });
    expect(grew('renditions')).toEqual({ count: 3, bytes: 5030 });
    expect(grew('posters')).toEqual({ count: 2, bytes: 100 });
    expect(grew('sprites')).toEqual({ count: 2, bytes: 405 });
    expect(grew('captions')).toEqual({ count: 1, bytes: 3 });
    expect(acme.use!.totalBytes - acmeBefore.totalBytes).toBe(6538);

    // Cutline's manager sees Cutline's object and none of Acme's.
    const other = (await use(cutline)).use!;
    expect(other.originals).toEqual({ count: cutlineBefore.originals.count + 1, bytes: cutlineBefore.originals.bytes + 7777 });
    expect(other.totalBytes).toBe(cutlineBefore.totalBytes + 7777);
  });

  it('is the caller’s own organisation’s only, for the roles that set it up', async () => {
    const cutline = (await t.login('vendor@cutline.test')).access_token;
    // Naming Acme, by header or in the request, is refused before the handler.
    expect((await use(cutline, { 'x-customer-id': '1' })).status).toBe(403);
    expect((await t.call(API_PATHS.getStorageUse, cutline, { customerId: 1 })).statusCode).toBe(403);
    expect((await t.call(API_PATHS.getStorageUse, cutline, { organisationId: 1 })).statusCode).toBe(400);
    for (const name of ['creator@acme.test', 'viewer@globex.test', 'support@takeflow.test']) {
      const answer = await use((await t.login(name)).access_token);
      expect([name, answer.status, answer.use]).toEqual([name, 403, null]);
    }
  });
});
