import { API_PATHS } from '../../../contract/config';
import { callApi, STORAGE_KEYS } from '../../api';
import type { HttpRequest } from '../../platform/deps';
import { requestsTo } from './testing/harness';
import { COUNTS, signedInPerTest } from './testing/pipelineTab';
import { failed, ok, tokens } from './testing/scriptedServer';

const { world, signedIn, call } = signedInPerTest();
const lastRequest = (path: string): HttpRequest | undefined => requestsTo(world(), path).at(-1);

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
  await world().advance(60_000);
  const before = world().storage.getItem(STORAGE_KEYS.lastActivity);
  await call(tab, { background: true });
  expect(world().storage.getItem(STORAGE_KEYS.lastActivity)).toBe(before);
  await call(tab);
  expect(world().storage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(world().now()));
});

test('past the idle timeout the call is not sent and the session expires, keeping the username', async () => {
  const tab = await signedIn({ [COUNTS]: [ok()] });
  world().storage.setItem(STORAGE_KEYS.lastActivity, String(world().now() - 31 * 60_000));
  await expect(call(tab)).resolves.toBeNull();
  expect(requestsTo(world(), COUNTS)).toHaveLength(0);
  expect(tab.state().status).toBe('expired');
  expect(tab.path()).toBe('/login/status/sessionExpired');
  expect(world().storage.getItem(STORAGE_KEYS.username)).toBe('creator@acme.test');
  expect(world().storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});

test('without a stored token expiry the route is saved and the user goes to /login', async () => {
  const tab = await signedIn({ [COUNTS]: [ok()] });
  tab.deps.navigate('/tasks/file');
  world().storage.removeItem(STORAGE_KEYS.tokenExpiry);
  await expect(call(tab)).resolves.toBeNull();
  expect(tab.path()).toBe('/login');
  expect(world().storage.getItem(STORAGE_KEYS.savedRoute)).toBe('/tasks/file');
  expect(tab.state().status).toBe('anonymous');
});

test('an expired token is refreshed before the call proceeds', async () => {
  const tab = await signedIn({ [COUNTS]: [ok()] }, { extraToken: [tokens({ access: 'access-2' })] });
  world().storage.setItem(STORAGE_KEYS.tokenExpiry, String(world().now() - 1));
  await call(tab);
  expect(requestsTo(world(), API_PATHS.token, 'refresh_token')).toHaveLength(2); // boot + this one
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
  world().storage.setItem(STORAGE_KEYS.tokenExpiry, String(world().now() - 1));
  const results = await Promise.all(
    Array.from({ length: 20 }, () => tab.run(callApi, COUNTS, {})).map(async (p) => {
      await world().settle();
      return p;
    }),
  );
  expect(refreshes).toBe(1);
  expect(results.map((r) => r?.clientResponse)).toEqual(Array(20).fill('fresh'));
  expect(results.every((r) => r?.clientResponse === 'fresh')).toBe(true);
  expect(requestsTo(world(), COUNTS)).toHaveLength(20);
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
          world().storage.setItem(STORAGE_KEYS.accessToken, 'access-9');
          return failed(401, 'Access token expired');
        }
        return request.headers?.Authorization === 'Bearer access-9' ? ok('retried') : failed(401, 'no');
      },
    ],
  });
  await expect(call(tab)).resolves.toMatchObject({ clientResponse: 'retried' });
  expect(requestsTo(world(), COUNTS)).toHaveLength(2);
  expect(tab.state().status).toBe('active');
});

test('a retried call that is refused again ends the session; it is never retried twice', async () => {
  const tab = await signedIn({
    [COUNTS]: [
      () => {
        world().storage.setItem(STORAGE_KEYS.accessToken, `access-${world().requests.length}`);
        return failed(401, 'Access token expired');
      },
    ],
  });
  await expect(call(tab)).resolves.toBeNull();
  expect(requestsTo(world(), COUNTS)).toHaveLength(2);
  expect(tab.state().status).toBe('expired');
});
