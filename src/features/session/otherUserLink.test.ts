import { API_PATHS } from '../../../contract/config';
import { STORAGE_KEYS } from '../../api';
import type * as HarnessModule from './testing/harness';
import type * as EventsModule from './events';
import type { LoginLink } from './loginLink';
import { creatorSignedInStorage } from './testing/storage';
import { scriptedServer, tokens } from './testing/scriptedServer';

/**
 * §2 password links in a browser already signed in as someone else. The page's first script
 * hands the link over once per load (loginLink.ts), so each test loads the session modules anew.
 */
type Loaded = { harness: typeof HarnessModule; events: typeof EventsModule };

async function loadWith(link: LoginLink): Promise<Loaded> {
  window.__takeflowLoginLink = link;
  let loaded: Loaded | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { harness: await import('./testing/harness'), events: await import('./events') };
  });
  return loaded!;
}

const LINK: LoginLink = { ftl: 'ftl', userName: 'multi@acme.test', passWord: 'Link-Pass-1', customerId: '2' };
let close: (() => void) | undefined;
afterEach(() => close?.());

function signedInAsCreator({ harness }: Loaded) {
  const world = harness.createWorld({
    storage: creatorSignedInStorage(),
    server: scriptedServer({
      [API_PATHS.token]: [tokens({ access: 'access-1' }), tokens({ access: 'access-2', userName: 'multi@acme.test' })],
    }),
  });
  close = () => world.close();
  return world;
}

test('a link for someone else asks first; staying keeps the session and forgets the link', async () => {
  const loaded = await loadWith(LINK);
  const world = signedInAsCreator(loaded);
  const tab = world.openTab('/login/ftl/multi%40acme.test');
  await world.settle();
  expect(tab.state().status).toBe('active');
  expect(tab.path()).toBe('/home/library');
  expect(tab.state().otherUserLink).toEqual({ signedInAs: 'creator@acme.test', linkUser: 'multi@acme.test' });
  // Nothing was sent for the link while the question is open.
  expect(world.requests.filter((request) => request.form?.grant_type === 'password')).toEqual([]);

  tab.dispatch(loaded.events.otherUserLinkAnswered({ signIn: false }));
  await world.settle();
  expect(tab.state().otherUserLink).toBeNull();
  expect(tab.state().status).toBe('active');
  expect(tab.path()).toBe('/home/library');
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  expect(world.requests.filter((request) => request.path === API_PATHS.revoke)).toEqual([]);
});

test('signing in as the link’s user ends this login first, without a reload, and returns to the link', async () => {
  const loaded = await loadWith(LINK);
  const world = signedInAsCreator(loaded);
  const tab = world.openTab('/login/ftl/multi%40acme.test');
  await world.settle();
  const refreshToken = world.storage.getItem(STORAGE_KEYS.refreshToken);
  expect(refreshToken).not.toBeNull();
  tab.dispatch(loaded.events.otherUserLinkAnswered({ signIn: true }));
  await world.settle();
  expect(world.requests.filter((request) => request.path === API_PATHS.revoke).map((request) => request.form?.token)).toEqual([
    refreshToken,
  ]);
  expect(tab.state().status).toBe('anonymous');
  expect(tab.reloads).toEqual([]);
  expect(tab.path()).toBe('/login/ftl/multi%40acme.test');
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});

test('a link for the signed-in user asks nothing', async () => {
  const loaded = await loadWith({ ...LINK, userName: 'Creator@Acme.test' });
  const world = signedInAsCreator(loaded);
  const tab = world.openTab('/login/ftl/Creator%40Acme.test');
  await world.settle();
  expect(tab.path()).toBe('/home/library');
  expect(tab.state().otherUserLink).toBeNull();
});

test('a link without its password and organisation only pre-fills, and asks nothing', async () => {
  const loaded = await loadWith({ ...LINK, customerId: null });
  const world = signedInAsCreator(loaded);
  const tab = world.openTab('/login/ftl/multi%40acme.test');
  await world.settle();
  expect(tab.path()).toBe('/home/library');
  expect(tab.state().otherUserLink).toBeNull();
});
