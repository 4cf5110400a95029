import { API_PATHS } from '../../contract/config';
import { ERROR_MESSAGES } from '../../contract/envelope';
import { callApi, STORAGE_KEYS } from '../api';
import type { HttpRequest } from '../platform/deps';
import { createWorld, requestsTo, WORLD_START, type Tab, type World } from './testing/harness';
import { failed, ok, oauthError, scriptedServer, tokens, type Answer } from './testing/scriptedServer';

const COUNTS = API_PATHS.getMenuNotificationCount;

const storedSession = (expiresAt = WORLD_START + 120_000) => ({
  [STORAGE_KEYS.accessToken]: 'access-0',
  [STORAGE_KEYS.refreshToken]: 'refresh-0',
  [STORAGE_KEYS.tokenExpiry]: String(expiresAt),
  [STORAGE_KEYS.username]: 'creator@acme.test',
  [STORAGE_KEYS.rememberMe]: 'true',
  [STORAGE_KEYS.lastActivity]: String(WORLD_START),
});

let world: World;
afterEach(() => world.close());

/** A signed-in tab on /home/library whose next calls get the scripted answers. */
async function signedIn(script: Record<string, Answer[]>, options: { expiresAt?: number; extraToken?: Answer[] } = {}) {
  world = createWorld({
    storage: storedSession(options.expiresAt),
    server: scriptedServer({ [API_PATHS.token]: [tokens({ access: 'access-1' }), ...(options.extraToken ?? [])], ...script }),
  });
  const tab = world.openTab('/home/library');
  await world.settle();
  expect(tab.state().status).toBe('active');
  return tab;
}

async function call(tab: Tab, options: Parameters<typeof callApi>[3] = {}) {
  const result = tab.run(callApi, tab.deps, COUNTS, { customerUserId: 5001 }, options);
  await world.settle();
  return result;
}

const lastRequest = (path: string): HttpRequest | undefined => requestsTo(world, path).at(-1);

test('every call carries the bearer token, Web-Version, the service-worker bypass and the envelope', async () => {
  const tab = await signedIn({ [COUNTS]: [ok({ inboxNewCount: 3 })] });
  await expect(call(tab)).resolves.toEqual({ status: 'Ok', clientResponse: { inboxNewCount: 3 }, errorMessage: null });
  expect(lastRequest(COUNTS)).toMatchObject({
    method: 'POST',
    headers: { Authorization: 'Bearer access-1', 'Web-Version': '1.0.0', 'ngsw-bypass': 'true' },
    json: { clientRequest: { customerUserId: 5001 } },
  });
});

test('an Error envelope comes back to the caller untouched', async () => {
  const tab = await signedIn({ [COUNTS]: [failed(200, 'Nothing to count')] });
  await expect(call(tab)).resolves.toEqual({ status: 'Error', clientResponse: null, errorMessage: 'Nothing to count' });
  expect(tab.state().status).toBe('active');
});

test('a user call resets the activity time; a background call does not', async () => {
  const tab = await signedIn({ [COUNTS]: [ok()] });
  await world.advance(60_000);
  const before = world.storage.getItem(STORAGE_KEYS.lastActivity);
  await call(tab, { background: true });
  expect(world.storage.getItem(STORAGE_KEYS.lastActivity)).toBe(before);
  await call(tab);
  expect(world.storage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(world.now()));
});

test('past the idle timeout the call is not sent and the session expires, keeping the username', async () => {
  const tab = await signedIn({ [COUNTS]: [ok()] });
  world.storage.setItem(STORAGE_KEYS.lastActivity, String(world.now() - 31 * 60_000));
  await expect(call(tab)).resolves.toBeNull();
  expect(requestsTo(world, COUNTS)).toHaveLength(0);
  expect(tab.state().status).toBe('expired');
  expect(tab.path()).toBe('/login/status/sessionExpired');
  expect(world.storage.getItem(STORAGE_KEYS.username)).toBe('creator@acme.test');
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});

test('without a stored token expiry the route is saved and the user goes to /login', async () => {
  const tab = await signedIn({ [COUNTS]: [ok()] });
  tab.deps.navigate('/tasks/file');
  world.storage.removeItem(STORAGE_KEYS.tokenExpiry);
  await expect(call(tab)).resolves.toBeNull();
  expect(tab.path()).toBe('/login');
  expect(world.storage.getItem(STORAGE_KEYS.savedRoute)).toBe('/tasks/file');
  expect(tab.state().status).toBe('anonymous');
});

test('an expired token is refreshed before the call proceeds', async () => {
  const tab = await signedIn({ [COUNTS]: [ok()] }, { extraToken: [tokens({ access: 'access-2' })] });
  world.storage.setItem(STORAGE_KEYS.tokenExpiry, String(world.now() - 1));
  await call(tab);
  expect(requestsTo(world, API_PATHS.token, 'refresh_token')).toHaveLength(2); // boot + this one
  expect(lastRequest(COUNTS)?.headers?.Authorization).toBe('Bearer access-2');
});

test('20 parallel calls that find the token expired cause exactly one refresh', async () => {
  let refreshes = 0;
  const tab = await signedIn(
    { [COUNTS]: [(request) => (request.headers?.Authorization === 'Bearer access-2' ? ok('fresh') : failed(401, 'stale'))] },
    {
      extraToken: [
        () => {
          refreshes += 1;
          return tokens({ access: 'access-2' });
        },
      ],
    },
  );
  world.storage.setItem(STORAGE_KEYS.tokenExpiry, String(world.now() - 1));
  const results = await Promise.all(
    Array.from({ length: 20 }, () => tab.run(callApi, tab.deps, COUNTS, {})).map(async (p) => {
      await world.settle();
      return p;
    }),
  );
  expect(refreshes).toBe(1);
  expect(results.map((r) => r?.clientResponse)).toEqual(Array(20).fill('fresh'));
  expect(results.every((r) => r?.clientResponse === 'fresh')).toBe(true);
  expect(requestsTo(world, COUNTS)).toHaveLength(20);
  expect(tab.state().status).toBe('active');
});

test('a 401 on a token a refresh was replacing is retried once with the new token', async () => {
  let first = true;
  const tab = await signedIn({
    [COUNTS]: [
      (request) => {
        if (first) {
          first = false;
          // The token changes while this request is on the wire (another tab refreshed).
          world.storage.setItem(STORAGE_KEYS.accessToken, 'access-9');
          return failed(401, 'Access token expired');
        }
        return request.headers?.Authorization === 'Bearer access-9' ? ok('retried') : failed(401, 'no');
      },
    ],
  });
  await expect(call(tab)).resolves.toMatchObject({ clientResponse: 'retried' });
  expect(requestsTo(world, COUNTS)).toHaveLength(2);
  expect(tab.state().status).toBe('active');
});

test('a retried call that is refused again ends the session; it is never retried twice', async () => {
  const tab = await signedIn({
    [COUNTS]: [
      () => {
        world.storage.setItem(STORAGE_KEYS.accessToken, `access-${world.requests.length}`);
        return failed(401, 'Access token expired');
      },
    ],
  });
  await expect(call(tab)).resolves.toBeNull();
  expect(requestsTo(world, COUNTS)).toHaveLength(2);
  expect(tab.state().status).toBe('expired');
});

describe('the error catalogue (SPEC §8)', () => {
  test('the clear-cache message clears tokens and cookies and goes to /login', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(200, `${ERROR_MESSAGES.clearCachePrefix} Ctrl+Shift+R.`)] });
    world.storage.setItem(STORAGE_KEYS.chatChannel, '42');
    await expect(call(tab)).resolves.toBeNull();
    expect(tab.path()).toBe('/login');
    expect(tab.state().status).toBe('anonymous');
    expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(world.storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(world.storage.getItem(STORAGE_KEYS.chatChannel)).toBe('42');
    expect(tab.cookies.size).toBe(0);
    expect(tab.reloads).toHaveLength(0);
  });

  test('HTTP 401 clears storage, goes to /login/status/sessionExpired and reloads', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(401, 'Invalid access token')] });
    await expect(call(tab)).resolves.toBeNull();
    expect(tab.state().status).toBe('expired');
    expect(tab.path()).toBe('/login/status/sessionExpired');
    expect(tab.reloads).toHaveLength(1);
    expect(world.storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  test('HTTP 400 with a stored refresh token is treated as 401', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(400, 'body/clientRequest must be object')] });
    await call(tab);
    expect(tab.state().status).toBe('expired');
    expect(tab.path()).toBe('/login/status/sessionExpired');
    expect(tab.reloads).toHaveLength(1);
  });

  test('HTTP 400 on a form call is the form’s feedback, not a sign-out', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(400, 'Current password is incorrect')] });
    await expect(call(tab, { formErrors: true })).resolves.toMatchObject({ errorMessage: 'Current password is incorrect' });
    expect(tab.state().status).toBe('active');
  });

  test('HTTP 500 clears storage, goes to /login and reloads', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(500, 'Internal server error')] });
    await call(tab);
    expect(tab.state().status).toBe('anonymous');
    expect(tab.path()).toBe('/login');
    expect(tab.reloads).toHaveLength(1);
    expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  test('HTTP 409 hands the customer id after ## to whoever handles conflicts', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(409, 'This item belongs to another organisation ##102')] });
    await expect(call(tab)).resolves.toBeNull();
    expect(tab.actions).toContainEqual({
      type: 'api/conflictReceived',
      payload: { customerId: 102, message: 'This item belongs to another organisation ##102' },
    });
    expect(tab.state().status).toBe('active');
  });

  test('a network failure toasts for user calls and stays quiet for polling', async () => {
    const tab = await signedIn({ [COUNTS]: ['network'] });
    await expect(call(tab, { background: true })).resolves.toBeNull();
    expect(tab.state().toasts).toHaveLength(0);
    await call(tab);
    expect(tab.state().toasts).toMatchObject([{ messageKey: 'api.errors.network', variant: 'error' }]);
    expect(tab.state().status).toBe('active');
  });

  test.each([
    ['Invalid refresh token', 400, '/login', 'anonymous'],
    ['Cannot convert access token to JSON', 400, '/login', 'anonymous'],
    ['User is not active', 400, '/login/status/inActive', 'inactive'],
    ['Not found: POST /oauth/token', 404, '/login/status/sessionExpired', 'expired'],
  ])('refresh error %p (HTTP %p) goes to %s', async (description, status, route, state) => {
    const tab = await signedIn({ [COUNTS]: [ok()] }, { extraToken: [oauthError(description, status)] });
    world.storage.setItem(STORAGE_KEYS.tokenExpiry, String(world.now() - 1));
    await expect(call(tab)).resolves.toBeNull();
    expect(requestsTo(world, COUNTS)).toHaveLength(0);
    expect(tab.path()).toBe(route);
    expect(tab.state().status).toBe(state);
    expect(world.storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(world.storage.getItem(STORAGE_KEYS.username)).toBe('creator@acme.test');
  });
});
