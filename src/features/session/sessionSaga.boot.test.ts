import { API_PATHS } from '../../../contract/config';
import { ROLE } from '../../../contract/roles';
import { STORAGE_KEYS } from '../../api';
import { createWorld, requestsTo, WORLD_START, type World } from './testing/harness';
import { creatorSignedInStorage } from './testing/storage';
import { oauthError, scriptedServer, tokens } from './testing/scriptedServer';

let world: World;
afterEach(() => world.close());

test('with stored tokens the app refreshes, signs in, sets cookies and goes to the role home', async () => {
  world = createWorld({
    storage: creatorSignedInStorage(),
    server: scriptedServer({ [API_PATHS.token]: [tokens({ access: 'access-1' })] }),
  });
  const tab = world.openTab('/login');
  await world.settle();
  expect(tab.state().status).toBe('active');
  expect(tab.path()).toBe('/home/library');
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  expect(tab.cookies.get('CloudFront-Key-Pair-Id')).toBe('K2TEST');
  const [refresh] = requestsTo(world, API_PATHS.token, 'refresh_token');
  expect(refresh?.form).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-0', client_id: 'takeflow-web' });
});

test('a deep link opened with valid tokens stays where it is', async () => {
  world = createWorld({ storage: creatorSignedInStorage(), server: scriptedServer({ [API_PATHS.token]: [tokens()] }) });
  const tab = world.openTab('/tasks/ctr?x=1');
  await world.settle();
  expect(tab.state().status).toBe('active');
  expect(tab.path()).toBe('/tasks/ctr?x=1');
  expect(tab.navigations).toEqual([]);
});

test.each(['/no-support', '/no-support/info/background-upload-clips', '/clips/backgroundUploadClips'])(
  'the public notice %s opened signed in stays open',
  async (path) => {
    world = createWorld({ storage: creatorSignedInStorage(), server: scriptedServer({ [API_PATHS.token]: [tokens()] }) });
    const tab = world.openTab(path);
    await world.settle();
    expect(tab.state().status).toBe('active');
    expect(tab.path()).toBe(path);
    expect(tab.navigations).toEqual([]);
  },
);

test('the super-admin lands on the customer list', async () => {
  world = createWorld({
    storage: creatorSignedInStorage(),
    server: scriptedServer({ [API_PATHS.token]: [tokens({ roles: [ROLE.superAdmin], customerId: null })] }),
  });
  const tab = world.openTab('/');
  await world.settle();
  expect(tab.path()).toBe('/organization/customer/manage');
});

test('without tokens a signed-in route is saved and the user goes to /login', async () => {
  world = createWorld({ server: scriptedServer({}) });
  const tab = world.openTab('/clips/list?sort=new');
  await world.settle();
  expect(tab.state().status).toBe('anonymous');
  expect(tab.path()).toBe('/login');
  expect(world.storage.getItem(STORAGE_KEYS.savedRoute)).toBe('/clips/list?sort=new');
  expect(world.requests).toEqual([]);
});

test('an invalid refresh token at boot (HTTP 400) expires the session and reloads, keeping the remembered username', async () => {
  world = createWorld({
    storage: creatorSignedInStorage(),
    server: scriptedServer({ [API_PATHS.token]: [oauthError('Invalid refresh token')] }),
  });
  const tab = world.openTab('/home/library');
  await world.settle();
  expect(tab.state().status).toBe('expired');
  expect(tab.path()).toBe('/login/status/sessionExpired');
  expect(tab.reloads).toHaveLength(1);
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(world.storage.getItem(STORAGE_KEYS.username)).toBe('creator@acme.test');
});

test('the session start time is set one second after load', async () => {
  world = createWorld({ server: scriptedServer({}) });
  const tab = world.openTab('/login');
  await world.settle();
  expect(tab.state().startedAt).toBeNull();
  await world.advance(1000);
  expect(tab.state().startedAt).toBe(WORLD_START + 1000);
});
