import { API_PATHS, type TokenResponse } from '../../contract';
import { SERVER_STREAMS_FULL } from '../live/streamRoutes';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';

// A cap on all the streams one server holds, whoever opens them: each holds a socket.
const MAX = 3;
const t = appForFile({ LIVE_MAX_STREAMS: String(MAX), LIVE_HEARTBEAT_MS: '50' }, { listen: true });
const open: SseClient[] = [];
afterAll(() => {
  for (const stream of open.splice(0)) stream.close();
});

it('refuses a stream beyond LIVE_MAX_STREAMS, whoever opens it, with 503 and Retry-After, and takes one again once a stream ends', async () => {
  const users = ['manager@acme.test', 'creator@acme.test', 'viewer@acme.test', 'creator@globex.test'];
  const logins: TokenResponse[] = [];
  for (const username of users) logins.push(await t.login(username));
  for (const login of logins.slice(0, MAX)) {
    const live = await openSse(t.url, login.access_token, TEST_VERSION);
    open.push(live);
    expect(live.status).toBe(200);
    await live.next('stream.ready');
  }
  const refused = await t.inject({
    method: 'GET',
    url: API_PATHS.liveStream,
    headers: { authorization: `Bearer ${logins[MAX]!.access_token}`, 'web-version': TEST_VERSION },
  });
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  expect(refused.json()).toMatchObject({ status: 'Error', errorMessage: SERVER_STREAMS_FULL });
  open.shift()!.close();
  for (let tries = 0; ; tries++) {
    const again = await openSse(t.url, logins[MAX]!.access_token, TEST_VERSION);
    open.push(again);
    if (again.status === 200) break;
    if (tries > 50) throw new Error('no room after a stream closed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
