import { API_PATHS, USER_ADMIN_PATHS, type LiveEvent, type TokenResponse } from '../../contract';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';

/** §3: the Directory badge of an open tab follows the people joining and leaving the directory. */

const t = appForFile({}, { listen: true });
const open: SseClient[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const directoryCountOf = (event: LiveEvent) => {
  if ((event.type !== 'counts.changed' && event.type !== 'stream.ready') || event.counts === null)
    throw new Error(`no counts: ${event.type}`);
  return event.counts.directoryCount;
};
const streamOf = async (login: TokenResponse) => {
  const client = await openSse(t.url, login.access_token, TEST_VERSION);
  open.push(client);
  return client;
};
const listedTotal = async (login: TokenResponse) =>
  (await t.call(API_PATHS.listDirectory, login.access_token, { page: 1, pageSize: 10, sort: 'name', direction: 'asc' })).json<{
    clientResponse: { total: number };
  }>().clientResponse.total;

it('tells every member’s open tab the new count when a member is deactivated and reactivated, and the count is the list’s', async () => {
  const creator = await t.login('creator@acme.test');
  const manager = await t.login('manager@acme.test');
  const stream = await streamOf(creator);
  expect(directoryCountOf((await stream.next('stream.ready')).event)).toBe(6);
  const [nora] = await t.ctx.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'newhire@acme.test'`);

  const off = await t.call(USER_ADMIN_PATHS.setUserActive, manager.access_token, { userId: nora!.id, active: false });
  expect(off.statusCode).toBe(200);
  expect(directoryCountOf((await stream.next('counts.changed')).event)).toBe(5);
  expect(await listedTotal(creator)).toBe(5);

  const on = await t.call(USER_ADMIN_PATHS.setUserActive, manager.access_token, { userId: nora!.id, active: true });
  expect(on.statusCode).toBe(200);
  expect(directoryCountOf((await stream.next('counts.changed')).event)).toBe(6);
  expect(await listedTotal(creator)).toBe(6);
});
