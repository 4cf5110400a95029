import { API_PATHS, type LiveEvent, type TokenResponse } from '../../contract';
import { deactivateUser, lockMembership } from '../auth/accessChanges';
import { openSse, type SseClient } from '../testing/sseClient';
import { storedUpload } from '../testing/storedUpload';
import { TEST_VERSION, appForFile } from '../testing/testApp';

const open: SseClient[] = [];
const MAX_STREAMS = 3;

const t = appForFile({ LIVE_MAX_STREAMS_PER_USER: String(MAX_STREAMS), LIVE_HEARTBEAT_MS: '50' }, { listen: true });
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const stream = async (login: TokenResponse | null, at = t.url, headers: Record<string, string> = {}) => {
  const client = await openSse(at, login?.access_token ?? null, TEST_VERSION, headers);
  open.push(client);
  return client;
};
const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails!.customerUserId;
const counts = (event: LiveEvent) => {
  if ((event.type !== 'counts.changed' && event.type !== 'stream.ready') || event.counts === null)
    throw new Error(`no counts: ${event.type}`);
  return event.counts;
};
const unviewedProgram = async (member: number) =>
  (
    await t.ctx.db.query<{ id: number }>(
      `SELECT r.program_id AS id FROM program_recipients r JOIN programs p ON p.id = r.program_id
      WHERE r.customer_user_id = $1 AND r.viewed_at IS NULL AND p.status = 'published' ORDER BY 1 LIMIT 1`,
      [member],
    )
  )[0]?.id;
const openTask = async (member: number) =>
  (
    await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM recording_tasks WHERE assignee_id = $1 AND completed_at IS NULL ORDER BY id LIMIT 1',
      [member],
    )
  )[0]?.id;
/** How many streams the server holds for this login, as the caller asks it. */
/** Completes a recording task as the member does: with a clip they uploaded for it. */
const complete = async (login: TokenResponse, taskId: number | undefined) => {
  // The clip answers an open task of the caller's own, whichever task it is then handed in for.
  const own = await openTask(cuid(login));
  const clip = await storedUpload(t, login.access_token, 'taskRecording', 'video/webm', { fileName: 'clip.webm', taskId: own });
  return t.call(API_PATHS.completeRecordingTask, login.access_token, { taskId, clipKey: clip.key });
};
const held = async (login: TokenResponse, expected: number) => {
  const answer = await t.inject({
    method: 'GET',
    url: API_PATHS.liveStreams,
    headers: { authorization: `Bearer ${login.access_token}`, 'web-version': TEST_VERSION },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.json<{ clientResponse: { login: number } }>().clientResponse.login).toBe(expected);
};

describe('live stream: authorisation', () => {
  it('refuses a stream without a valid bearer token', async () => {
    expect((await stream(null)).status).toBe(401);
    const forged = await openSse(t.url, 'not.a.token', TEST_VERSION);
    open.push(forged);
    expect(forged.status).toBe(401);
  });

  it('refuses a stream of a login that has ended', async () => {
    const login = await t.login('creator@acme.test');
    await t.inject({
      method: 'POST',
      url: API_PATHS.revoke,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: login.refresh_token, client_id: t.config.clientId }).toString(),
    });
    expect((await stream(login)).status).toBe(401);
  });

  it('starts with the caller’s own counts, and none for the support role', async () => {
    const manager = await t.login('manager@acme.test');
    const live = await stream(manager);
    expect(live.status).toBe(200);
    const ready = await live.next('stream.ready');
    const answer = await t.call(API_PATHS.getMenuNotificationCount, manager.access_token, { customerUserId: cuid(manager) });
    const { searchFilters: _ignored, ...polled } = answer.json<{ clientResponse: Record<string, unknown> }>().clientResponse;
    expect(counts(ready.event)).toEqual(polled);

    const support = await t.login('support@takeflow.test');
    const supportLive = await stream(support);
    expect(supportLive.status).toBe(200);
    expect((await supportLive.next('stream.ready')).event).toEqual({ type: 'stream.ready', counts: null });
  });
});

describe('live stream: counts', () => {
  it('a program marked viewed reaches every stream of that member, and no one else’s', async () => {
    const first = await t.login('viewer@acme.test');
    const second = await t.login('viewer@acme.test');
    const other = await t.login('creator@acme.test');
    const [a, b, c] = [await stream(first), await stream(second), await stream(other)];
    const before = counts((await a.next('stream.ready')).event);
    await b.next('stream.ready');
    const otherBefore = counts((await c.next('stream.ready')).event);
    const program = await unviewedProgram(cuid(first));
    expect(program).toBeDefined();

    const answer = await t.call(API_PATHS.markProgramViewed, first.access_token, { programId: program });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'Ok', clientResponse: { changed: true } });
    for (const live of [a, b]) {
      const after = counts((await live.next()).event);
      expect(after.inboxNewCount).toBe(before.inboxNewCount - 1);
      expect(after.inboxWatchedCount).toBe(before.inboxWatchedCount + 1);
    }
    // The other member's next event is their own change, not the viewer's.
    const task = await openTask(cuid(other));
    await complete(other, task);
    const own = await c.next();
    expect(own.event.type).toBe('counts.changed');
    expect(counts(own.event)).toEqual({ ...otherBefore, clipsToRecordCount: otherBefore.clipsToRecordCount - 1 });

    // Already viewed: nothing changes, nothing is announced.
    const again = await t.call(API_PATHS.markProgramViewed, first.access_token, { programId: program });
    expect(again.json()).toMatchObject({ clientResponse: { changed: false } });
  });

  it('a completed recording task lowers clipsToRecordCount', async () => {
    const creator = await t.login('creator@acme.test');
    const live = await stream(creator);
    const before = counts((await live.next('stream.ready')).event);
    const task = await openTask(cuid(creator));
    const answer = await complete(creator, task);
    expect(answer.json()).toMatchObject({ status: 'Ok', clientResponse: { changed: true } });
    expect(counts((await live.next('counts.changed')).event).clipsToRecordCount).toBe(before.clipsToRecordCount - 1);
  });

  it('another member’s or organisation’s item is not found and stays as it was', async () => {
    const viewer = await t.login('viewer@acme.test');
    const globex = await t.login('viewer@globex.test');
    const program = await unviewedProgram(cuid(globex));
    const task = await openTask(cuid(await t.login('manager@acme.test')));
    const viewed = await t.call(API_PATHS.markProgramViewed, viewer.access_token, { programId: program });
    expect(viewed.statusCode).toBe(404);
    const completed = await complete(viewer, task);
    expect(completed.statusCode).toBe(404);
    expect(await unviewedProgram(cuid(globex))).toBe(program);
    const [row] = await t.ctx.db.query<{ completed_at: Date | null }>('SELECT completed_at FROM recording_tasks WHERE id = $1', [task]);
    expect(row?.completed_at).toBeNull();
  });

  it('a role without the permission is refused', async () => {
    const support = await t.login('support@takeflow.test');
    expect((await t.call(API_PATHS.markProgramViewed, support.access_token, { programId: 1 })).statusCode).toBe(403);
    const clipKey = 'customers/1/uploads/none';
    expect((await t.call(API_PATHS.completeRecordingTask, support.access_token, { taskId: 1, clipKey })).statusCode).toBe(403);
  });
});

describe('live stream: revocation and expiry', () => {
  it('logout ends the login’s streams with session.revoked', async () => {
    const login = await t.login('manager@acme.test');
    const live = await stream(login);
    await live.next('stream.ready');
    await t.inject({
      method: 'POST',
      url: API_PATHS.revoke,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: login.refresh_token, client_id: t.config.clientId }).toString(),
    });
    expect((await live.next('session.revoked')).event).toEqual({ type: 'session.revoked', reason: 'logout' });
    await live.ended;
  });

  it('a replayed refresh token ends the login’s streams (reuse)', async () => {
    const login = await t.login('manager@acme.test');
    const live = await stream(login);
    await live.next('stream.ready');
    const body = { grant_type: 'refresh_token', refresh_token: login.refresh_token, client_id: t.config.clientId };
    expect((await t.token(body)).statusCode).toBe(200);
    // Past the window in which a lost answer may be retried, the same token again is a replay.
    t.clock.advance((t.config.refreshReuseWindowSeconds + 1) * 1000);
    expect((await t.token(body)).statusCode).toBe(400);
    expect((await live.next('session.revoked')).event).toEqual({ type: 'session.revoked', reason: 'reuse' });
    await live.ended;
  });

  it('a password change ends the streams of the user’s other logins, not its own', async () => {
    const here = await t.login('creator@globex.test');
    const elsewhere = await t.login('creator@globex.test');
    const [mine, theirs] = [await stream(here), await stream(elsewhere)];
    await mine.next('stream.ready');
    await theirs.next('stream.ready');
    const answer = await t.call(API_PATHS.changePassword, here.access_token, {
      currentPassword: 'Demo-2026!',
      newPassword: 'Changed-2026-pass!',
    });
    expect(answer.statusCode).toBe(200);
    expect((await theirs.next('session.revoked')).event).toEqual({ type: 'session.revoked', reason: 'password_changed' });
    await theirs.ended;
    await held(here, 1);
  });

  it('a stream ends when its access token expires', async () => {
    const login = await t.login('viewer@acme.test');
    const live = await stream(login);
    await live.next('stream.ready');
    t.clock.advance((login.expires_in + 1) * 1000);
    try {
      await live.ended;
    } finally {
      t.clock.advance(-(login.expires_in + 1) * 1000);
    }
  });
});

describe('live stream: access changes', () => {
  it('deactivating a user ends all their streams with reason inactive', async () => {
    const login = await t.login('viewer@acme.test');
    const [a, b] = [await stream(login), await stream(login)];
    await a.next('stream.ready');
    await b.next('stream.ready');
    const [user] = await t.ctx.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'viewer@acme.test'");
    await deactivateUser(t.ctx.db, user!.id, t.clock.now(), t.ctx.live);
    for (const live of [a, b]) {
      expect((await live.next('session.revoked')).event).toEqual({ type: 'session.revoked', reason: 'inactive' });
      await live.ended;
    }
  });

  it('locking a membership tells its streams to switch away and ends them', async () => {
    const login = await t.login('manager@acme.test');
    const live = await stream(login);
    await live.next('stream.ready');
    const [user] = await t.ctx.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'manager@acme.test'");
    await lockMembership(t.ctx.db, user!.id, 1, t.clock.now(), t.ctx.live);
    expect((await live.next('membership.locked')).event).toEqual({ type: 'membership.locked', customerId: 1 });
    await live.ended;
  });
});

describe('live stream: bounds', () => {
  it('caps the open streams of one user', async () => {
    const logins: TokenResponse[] = [];
    for (let i = 0; i <= MAX_STREAMS; i++) logins.push(await t.login('multi@acme.test'));
    for (const login of logins.slice(0, MAX_STREAMS)) {
      const live = await stream(login);
      expect(live.status).toBe(200);
      await live.next('stream.ready');
    }
    const refused = await stream(logins[MAX_STREAMS]!);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body())).toMatchObject({ status: 'Error', errorMessage: expect.stringMatching(/Too many/) });
    // Closing one makes room again.
    open[0]!.close();
    for (let tries = 0; ; tries++) {
      const again = await stream(logins[MAX_STREAMS]!);
      if (again.status === 200) break;
      if (tries > 50) throw new Error('no room after a stream closed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('sends heartbeats while nothing happens', async () => {
    const login = await t.login('admin@acme.test');
    const live = await stream(login);
    await live.next('stream.ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.body()).toMatch(/\n:\n\n/);
  });
});

describe('live stream: fan-out', () => {
  it('an action on one server reaches a stream held by another server on the same database', async () => {
    const peer = await t.peer();
    const peerBase = await peer.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await t.login('multi@acme.test');
    const onPeer = await stream(login, peerBase);
    const before = counts((await onPeer.next('stream.ready')).event);
    const task = await openTask(cuid(login));
    const answer = await complete(login, task);
    expect(answer.statusCode).toBe(200);
    expect(counts((await onPeer.next('counts.changed')).event).clipsToRecordCount).toBe(before.clipsToRecordCount - 1);
  });
});

describe('live stream: deployments', () => {
  it('a server starting with a new version tells the streams held by the others', async () => {
    const login = await t.login('creator@acme.test');
    const live = await stream(login);
    await live.next('stream.ready');
    const newer = await t.peer({ version: '99.0.0' });
    await newer.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await live.next('version.available')).event).toEqual({ type: 'version.available', version: '99.0.0' });
  });

  it('a server starting with the same version tells nobody', async () => {
    const login = await t.login('multi@acme.test');
    const live = await stream(login);
    await live.next('stream.ready');
    const same = await t.peer();
    await same.app.listen({ port: 0, host: '127.0.0.1' });
    // The counts change after the start: were a version event sent, it would arrive before them.
    const task = await openTask(cuid(login));
    expect((await complete(login, task)).statusCode).toBe(200);
    await live.next('counts.changed');
    expect(live.body()).not.toMatch(/version\.available/);
  });
});
