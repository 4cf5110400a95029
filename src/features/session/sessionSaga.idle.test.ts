import { API_PATHS } from '../../../contract/config';
import { STORAGE_KEYS } from '../../api';
import { staySignedInRequested } from './events';
import { createWorld, requestsTo, WORLD_START, type World } from './testing/harness';
import { scriptedServer, tokens } from './testing/scriptedServer';
import { creatorSignedInStorage } from './testing/storage';

let world: World;
afterEach(() => world.close());

const MINUTE = 60_000;

/** A tab that has just signed in on a 2-minute idle timeout with long-lived tokens. */
async function activeTab() {
  world = createWorld({
    config: { idleTimeoutMinutes: 2 },
    storage: creatorSignedInStorage({ [STORAGE_KEYS.lastActivity]: String(WORLD_START) }),
    server: scriptedServer({ [API_PATHS.token]: [tokens({ expiresIn: 3600 })] }),
  });
  const tab = world.openTab('/home/library');
  await world.settle();
  expect(tab.state().status).toBe('active');
  return tab;
}

test('the warning appears when 60 seconds remain and counts down', async () => {
  const tab = await activeTab(); // the page load at +1 s counts as activity
  await world.advance(60_000);
  expect(tab.state().idleWarning).toBeNull();
  await world.advance(1_000);
  expect(tab.state().idleWarning).toEqual({ secondsLeft: 60 });
  await world.advance(15_000);
  expect(tab.state().idleWarning).toEqual({ secondsLeft: 45 });
});

test('at zero the session expires: /login/status/sessionExpired, username remembered, no reload', async () => {
  const tab = await activeTab();
  await world.advance(2 * MINUTE + 1_000);
  expect(tab.state().status).toBe('expired');
  expect(tab.state().idleWarning).toBeNull();
  expect(tab.path()).toBe('/login/status/sessionExpired');
  expect(tab.reloads).toHaveLength(0);
  expect(world.storage.dump()).toEqual({
    [STORAGE_KEYS.username]: 'creator@acme.test',
    [STORAGE_KEYS.rememberMe]: 'true',
  });
  expect(tab.state().rememberedUsername).toBe('creator@acme.test');
});

test('"Stay signed in" closes the warning and restarts the timeout', async () => {
  const tab = await activeTab();
  await world.advance(90_000);
  expect(tab.state().idleWarning).not.toBeNull();
  tab.dispatch(staySignedInRequested());
  await world.settle();
  expect(tab.state().idleWarning).toBeNull();
  await world.advance(90_000);
  expect(tab.state().status).toBe('active');
});

test('pointer, key, scroll or touch activity keeps the session alive', async () => {
  const tab = await activeTab();
  for (let i = 0; i < 5; i += 1) {
    await world.advance(50_000);
    tab.activity.emit();
    await world.settle();
  }
  expect(tab.state().status).toBe('active');
  expect(world.storage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(world.now()));
});

test('a clock that jumps past the deadline (a laptop waking) expires at once, without a refresh', async () => {
  const tab = await activeTab();
  const refreshesBefore = requestsTo(world, API_PATHS.token).length;
  world.clock.setSystemTime(world.now() + 3 * 60 * MINUTE); // timers do not run while asleep
  tab.activity.emit(); // the first mouse move after waking is too late
  await world.settle();
  expect(tab.state().status).toBe('expired');
  expect(tab.path()).toBe('/login/status/sessionExpired');
  expect(requestsTo(world, API_PATHS.token)).toHaveLength(refreshesBefore);
});

test('reopening the app past the idle deadline expires without a refresh', async () => {
  world = createWorld({
    config: { idleTimeoutMinutes: 2 },
    storage: creatorSignedInStorage({ [STORAGE_KEYS.lastActivity]: String(WORLD_START - 5 * MINUTE) }),
    server: scriptedServer({ [API_PATHS.token]: [tokens()] }),
  });
  const tab = world.openTab('/home/library');
  await world.settle();
  expect(tab.state().status).toBe('expired');
  expect(tab.path()).toBe('/login/status/sessionExpired');
  expect(world.requests).toHaveLength(0);
});

test('the token is refreshed shortly before it expires while the user is active', async () => {
  world = createWorld({
    storage: creatorSignedInStorage(),
    server: scriptedServer({ [API_PATHS.token]: [tokens({ expiresIn: 60 }), tokens({ expiresIn: 60 })] }),
  });
  const tab = world.openTab('/home/library');
  await world.settle();
  expect(requestsTo(world, API_PATHS.token)).toHaveLength(1);
  await world.advance(54_000);
  expect(requestsTo(world, API_PATHS.token)).toHaveLength(1);
  await world.advance(2_000);
  expect(requestsTo(world, API_PATHS.token)).toHaveLength(2);
  expect(tab.state().status).toBe('active');
});
