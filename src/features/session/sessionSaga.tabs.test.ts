import { API_PATHS } from '../../../contract/config';
import { ERROR_MESSAGES } from '../../../contract/envelope';
import type { HttpRequest } from '../../platform/deps';
import { callApi, STORAGE_KEYS } from '../../api';
import { loginStatusOpened, logoutRequested, staySignedInRequested } from './events';
import { switchCustomerTokens } from './sagas/switchCustomerTokens';
import { createWorld, requestsTo, WORLD_START, type World } from './testing/harness';
import { oauthError, ok, scriptedServer, tokens, type Answer } from './testing/scriptedServer';
import { creatorSignedInStorage } from './testing/storage';

let world: World;
afterEach(() => world.close());

async function tabs(count: number, script: Record<string, Answer[]>, options: { idleTimeoutMinutes?: number } = {}) {
  world = createWorld({
    config: { idleTimeoutMinutes: options.idleTimeoutMinutes ?? 30 },
    storage: creatorSignedInStorage({ [STORAGE_KEYS.lastActivity]: String(WORLD_START), [STORAGE_KEYS.language]: 'fr' }),
    server: scriptedServer(script),
  });
  const opened = [];
  for (let i = 0; i < count; i += 1) {
    opened.push(world.openTab('/home/library'));
    await world.settle(); // tabs open one after another, as a user opens them
  }
  for (const tab of opened) expect(tab.state().status).toBe('active');
  return opened;
}

describe('logout (§4)', () => {
  test('wipes storage but the remembered username and the flag — the language goes too; revokes; /login and reload', async () => {
    const [tab] = await tabs(1, {
      [API_PATHS.token]: [tokens({ refresh: 'refresh-live' })],
      [API_PATHS.revoke]: [{ status: 200, body: null }],
    });
    world.storage.setItem('takeflow.clips.filters', '{"sort":"new"}');
    world.storage.setItem(STORAGE_KEYS.customerProfileId, '102');
    tab!.dispatch(logoutRequested());
    await world.settle();
    const types = tab!.actions.map((action) => action.type);
    expect(types.indexOf('session/loggedOut')).toBeGreaterThan(types.indexOf('session/logoutRequested'));
    expect(tab!.state().status).toBe('anonymous');
    expect(tab!.path()).toBe('/login');
    expect(tab!.reloads).toHaveLength(1);
    expect(tab!.cookies.size).toBe(0);
    expect(world.storage.dump()).toEqual({
      [STORAGE_KEYS.username]: 'creator@acme.test',
      [STORAGE_KEYS.rememberMe]: 'true',
    });
    expect(requestsTo(world, API_PATHS.revoke)[0]?.form).toEqual({ token: 'refresh-live', client_id: 'takeflow-web' });
  });

  test('without remember-me the username goes too', async () => {
    const [tab] = await tabs(1, { [API_PATHS.token]: [tokens()] });
    world.storage.setItem(STORAGE_KEYS.rememberMe, 'false');
    tab!.dispatch(logoutRequested());
    await world.settle();
    expect(world.storage.dump()).toEqual({ [STORAGE_KEYS.rememberMe]: 'false' });
  });

  test('a revocation that never answers does not hold the logout up', async () => {
    const [tab] = await tabs(1, { [API_PATHS.token]: [tokens()], [API_PATHS.revoke]: [() => new Promise(() => undefined) as never] });
    tab!.dispatch(logoutRequested());
    await world.settle();
    expect(tab!.path()).toBe('/login');
    await world.advance(1_000);
    expect(tab!.reloads).toHaveLength(1);
  });

  test('logout in one tab signs every tab out', async () => {
    const [a, b, c] = await tabs(3, { [API_PATHS.token]: [tokens()] });
    b!.dispatch(logoutRequested());
    await world.settle();
    for (const tab of [a!, b!, c!]) {
      expect(tab.state().status).toBe('anonymous');
      expect(tab.path()).toBe('/login');
    }
    expect(a!.reloads).toHaveLength(1);
  });
});

describe('several tabs (§4)', () => {
  test('three tabs whose token expires together make exactly one refresh, and nobody is signed out', async () => {
    let n = 0;
    const refresh = () => {
      n += 1;
      return tokens({ access: `access-${n}`, refresh: `refresh-${n}`, expiresIn: 60 }).body;
    };
    const opened = await tabs(3, {
      [API_PATHS.token]: [() => ({ status: 200, body: refresh() })],
      [API_PATHS.getMenuNotificationCount]: [ok()],
    });
    const bootRefreshes = requestsTo(world, API_PATHS.token).length;
    await world.advance(56_000); // every tab's token reaches its refresh margin together
    expect(requestsTo(world, API_PATHS.token).length - bootRefreshes).toBe(1);
    for (const tab of opened) {
      expect(tab.state().status).toBe('active');
      await tab.run(callApi, API_PATHS.getMenuNotificationCount, {});
    }
    await world.settle();
    expect(requestsTo(world, API_PATHS.token).length - bootRefreshes).toBe(1);
    expect(requestsTo(world, API_PATHS.getMenuNotificationCount).map((r) => r.headers?.Authorization)).toEqual(
      Array(3).fill(`Bearer access-${n}`),
    );
  });

  test('parallel requests in two tabs with an expired token share one refresh through the lock', async () => {
    let refreshes = 0;
    const [a, b] = await tabs(2, {
      [API_PATHS.token]: [tokens(), tokens(), () => ((refreshes += 1), tokens({ access: 'access-new' }))],
      [API_PATHS.getMenuNotificationCount]: [ok()],
    });
    world.storage.setItem(STORAGE_KEYS.tokenExpiry, String(world.now() - 1));
    const calls = [a!, b!, a!, b!].map((tab) => tab.run(callApi, API_PATHS.getMenuNotificationCount, {}));
    await world.settle();
    await Promise.all(calls);
    expect(refreshes).toBe(1);
  });

  /**
   * Tab a and a lagging tab b on a server that rotates refresh tokens (refusing a spent one); the
   * token has expired and b is held: it goes on seeing storage as it was before a refreshes.
   */
  async function aboutToRotate() {
    const server = { current: 'refresh-0', rotations: 0 };
    const rotatingServer = (request: HttpRequest) => {
      if (request.form?.refresh_token !== server.current) return oauthError(ERROR_MESSAGES.invalidRefreshToken);
      server.rotations += 1;
      server.current = `refresh-${server.rotations}`;
      return tokens({ access: `access-${server.rotations}`, refresh: server.current, expiresIn: 60 });
    };
    world = createWorld({
      storage: creatorSignedInStorage({ [STORAGE_KEYS.lastActivity]: String(WORLD_START) }),
      server: scriptedServer({ [API_PATHS.token]: [rotatingServer], [API_PATHS.getMenuNotificationCount]: [ok()] }),
    });
    const a = world.openTab('/home/library');
    await world.settle();
    const b = world.openTab('/home/library', { lagging: true });
    await world.settle();
    world.storage.setItem(STORAGE_KEYS.tokenExpiry, String(world.now() - 1));
    b.lag!.hold();
    return { a, b, server };
  }

  test('a tab whose storage lags behind a refresh adopts it from the rotation log and never spends the old refresh token', async () => {
    const { a, b, server } = await aboutToRotate();
    const spent = server.current;

    await a.run(callApi, API_PATHS.getMenuNotificationCount, {});
    const current = server.current;
    const rotations = server.rotations;
    const refreshesSoFar = requestsTo(world, API_PATHS.token, 'refresh_token').length;
    expect(world.rotations.entries.get(spent)?.tokens.refresh_token).toBe(current);
    expect(b.deps.storage.getItem(STORAGE_KEYS.refreshToken)).toBe(spent);
    await b.run(callApi, API_PATHS.getMenuNotificationCount, {});
    await world.settle();

    expect(requestsTo(world, API_PATHS.token, 'refresh_token')).toHaveLength(refreshesSoFar);
    expect(
      requestsTo(world, API_PATHS.token)
        .map((r) => r.form?.refresh_token)
        .filter((t) => t === spent),
    ).toHaveLength(1);
    expect(b.deps.storage.getItem(STORAGE_KEYS.refreshToken)).toBe(current);
    expect(requestsTo(world, API_PATHS.getMenuNotificationCount).map((r) => r.headers?.Authorization)).toEqual([
      `Bearer access-${rotations}`,
      `Bearer access-${rotations}`,
    ]);
    for (const tab of [a, b]) expect(tab.state().status).toBe('active');
  });

  test('a tab that has seen only some of the writes of another tab’s refresh does not refresh again', async () => {
    // Chromium hands the writes over one at a time and may grant the lock between two of them.
    const first = await aboutToRotate();
    await first.a.run(callApi, API_PATHS.getMenuNotificationCount, {});
    const writes = first.b.lag!.writesSinceHold();
    expect(writes).toEqual(expect.arrayContaining([STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiry]));
    for (let seen = 0; seen <= writes.length; seen += 1) {
      world.close();
      const { a, b } = await aboutToRotate();
      await a.run(callApi, API_PATHS.getMenuNotificationCount, {});
      const tokenRequests = requestsTo(world, API_PATHS.token).length;
      b.lag!.seeFirstWrites(seen);
      await b.run(callApi, API_PATHS.getMenuNotificationCount, {});
      await world.settle();
      // The writes b had seen go with the figure, so a failure names the view that refreshed again.
      const seenWrites = writes.slice(0, seen);
      expect({ seenWrites, tokenRequests: requestsTo(world, API_PATHS.token).length }).toEqual({ seenWrites, tokenRequests });
      for (const tab of [a, b]) expect(tab.state().status).toBe('active');
    }
  });

  test('signing out clears the rotation log with the tokens', async () => {
    const [a] = await tabs(1, { [API_PATHS.token]: [tokens()], [API_PATHS.revoke]: [{ status: 200, body: {} }] });
    expect(world.rotations.entries.size).toBeGreaterThan(0);
    a!.dispatch(logoutRequested());
    await world.settle();
    expect(world.rotations.entries.size).toBe(0);
  });

  test('activity in one tab keeps every tab alive, and the warning closes everywhere', async () => {
    const [a, b] = await tabs(2, { [API_PATHS.token]: [tokens({ expiresIn: 3600 })] }, { idleTimeoutMinutes: 2 });
    await world.advance(65_000);
    expect(a!.state().idleWarning).not.toBeNull();
    expect(b!.state().idleWarning).not.toBeNull();
    b!.dispatch(staySignedInRequested());
    await world.settle();
    expect(a!.state().idleWarning).toBeNull();
    expect(b!.state().idleWarning).toBeNull();
    await world.advance(100_000);
    expect(a!.state().status).toBe('active');
  });

  test('idle expiry signs every tab out together', async () => {
    const [a, b] = await tabs(2, { [API_PATHS.token]: [tokens({ expiresIn: 3600 })] }, { idleTimeoutMinutes: 2 });
    await world.advance(2 * 60_000 + 1_000);
    for (const tab of [a!, b!]) {
      expect(tab.state().status).toBe('expired');
      expect(tab.path()).toBe('/login/status/sessionExpired');
    }
  });

  test('a 401 in one tab ends the session in every tab', async () => {
    const [a, b] = await tabs(2, {
      [API_PATHS.token]: [tokens()],
      [API_PATHS.getMenuNotificationCount]: [
        { status: 401, body: { status: 'Error', clientResponse: null, errorMessage: 'Session has ended' } },
      ],
    });
    await a!.run(callApi, API_PATHS.getMenuNotificationCount, {});
    await world.settle();
    expect(b!.state().status).toBe('expired');
    expect(b!.path()).toBe('/login/status/sessionExpired');
  });
});

describe('switching customer', () => {
  test('a refresh grant with customerId; every tab adopts the new tokens', async () => {
    const [a, b] = await tabs(2, { [API_PATHS.token]: [tokens(), tokens(), tokens({ customerId: 102, access: 'access-102' })] });
    const result = await Promise.all([a!.run(switchCustomerTokens, 102), world.settle()]).then(([r]) => r);
    expect(result).toMatchObject({ ok: true });
    expect(requestsTo(world, API_PATHS.token).at(-1)?.form).toMatchObject({ grant_type: 'refresh_token', customerId: '102' });
    expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-102');
    expect(world.storage.getItem(STORAGE_KEYS.customerId)).toBe('102');
    for (const tab of [a!, b!]) {
      expect(tab.state().customer?.customerId).toBe(102);
      expect(tab.dispatched('session/customerSwitched')).toBe(1);
    }
  });

  test('a refusal returns the server’s message and changes nothing', async () => {
    const [a] = await tabs(1, {
      [API_PATHS.token]: [tokens({ access: 'access-1' }), oauthError('Organisation 103 is locked for this user')],
    });
    const result = await Promise.all([a!.run(switchCustomerTokens, 103), world.settle()]).then(([r]) => r);
    expect(result).toEqual({ ok: false, message: 'Organisation 103 is locked for this user' });
    expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(a!.state().status).toBe('active');
    expect(a!.dispatched('session/customerSwitched')).toBe(0);
  });
});

describe('/login/status/clear', () => {
  test('opened at load it wipes stored state before anything reads it', async () => {
    world = createWorld({ storage: creatorSignedInStorage({ [STORAGE_KEYS.language]: 'es' }), server: scriptedServer({}) });
    const tab = world.openTab('/login/status/clear');
    await world.settle();
    expect(tab.state().status).toBe('anonymous');
    expect(world.storage.dump()).toEqual({ [STORAGE_KEYS.language]: 'es' });
    expect(world.requests).toHaveLength(0);
  });

  test('opened from a signed-in page it signs out too', async () => {
    const [tab] = await tabs(1, { [API_PATHS.token]: [tokens()] });
    tab!.dispatch(loginStatusOpened({ status: 'clear' }));
    await world.settle();
    expect(tab!.state().status).toBe('anonymous');
    expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
