import { API_PATHS, ROLE, type TokenResponse } from '../../contract';
import { setMemberRoles } from '../access/roleChanges';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';

const open: SseClient[] = [];

const t = appForFile({}, { listen: true });
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const stream = async (login: TokenResponse, at = t.url) => {
  const client = await openSse(at, login.access_token, TEST_VERSION);
  open.push(client);
  expect(client.status).toBe(200);
  await client.next('stream.ready');
  return client;
};
const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails!.customerUserId;
/** A creator's call (program.create), which a viewer may not make. */
const myPrograms = (login: TokenResponse) =>
  t.call(API_PATHS.getMyPrograms, login.access_token, { page: 1, pageSize: 25, sort: 'title', direction: 'asc' });
const refresh = async (login: TokenResponse) => {
  const answer = await t.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token, client_id: t.config.clientId });
  expect(answer.statusCode).toBe(200);
  return answer.json<TokenResponse>();
};
const permissionsOf = async (login: TokenResponse) => {
  const answer = await t.call(API_PATHS.getRolePermissions, login.access_token, {
    isLoggedInFromMobile: false,
    clientDetails: { browserName: 'Chrome', browserVersion: '130', operatingSystem: 'Linux' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: { rolePermissionVO: { roleId: number; permissions: string[] }[] } }>().clientResponse
    .rolePermissionVO;
};

describe('live stream: permissions', () => {
  it('a member’s new roles reach their streams on every server, no one else’s, and take effect at once', async () => {
    const viewer = await t.login('viewer@acme.test');
    const manager = await t.login('manager@acme.test');
    const peer = await t.peer();
    const peerBase = await peer.app.listen({ port: 0, host: '127.0.0.1' });
    const [here, onPeer, bystander] = [await stream(viewer), await stream(viewer, peerBase), await stream(manager)];
    expect((await myPrograms(viewer)).statusCode).toBe(403);

    expect(await setMemberRoles(t.ctx.db, cuid(viewer), [ROLE.viewer, ROLE.creator], t.ctx.live)).toBe('changed');

    for (const live of [here, onPeer]) expect((await live.next()).event).toEqual({ type: 'permissions.changed' });
    // Route checks read the roles at request time: the very next call is allowed.
    expect((await myPrograms(viewer)).statusCode).toBe(200);
    // The tab's refresh brings the new roles, and their permissions follow.
    const renewed = await refresh(viewer);
    expect(renewed.userRoles).toEqual(expect.arrayContaining([ROLE.viewer, ROLE.creator]));
    expect((await permissionsOf(renewed)).map((p) => p.roleId).sort()).toEqual([ROLE.creator, ROLE.viewer].sort());

    // The same roles again change nothing and announce nothing; the bystander heard none of it.
    expect(await setMemberRoles(t.ctx.db, cuid(viewer), [ROLE.creator, ROLE.viewer], t.ctx.live)).toBe('unchanged');
    expect(await setMemberRoles(t.ctx.db, cuid(manager), [ROLE.manager, ROLE.viewer], t.ctx.live)).toBe('changed');
    expect((await bystander.next()).event).toEqual({ type: 'permissions.changed' });
    expect(here.body().match(/^event: permissions\.changed$/gm)).toHaveLength(1);
    await setMemberRoles(t.ctx.db, cuid(manager), [ROLE.manager], t.ctx.live);
    await setMemberRoles(t.ctx.db, cuid(viewer), [ROLE.viewer], t.ctx.live);
  });

  it('an unknown membership is not found and announces nothing', async () => {
    expect(await setMemberRoles(t.ctx.db, 987_654, [ROLE.viewer], t.ctx.live)).toBe('not found');
  });
});
