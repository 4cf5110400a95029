import { API_PATHS } from '../../../../contract/config';
import { callApi } from '../../../api';
import { signedInStorage } from '../../../testing/signedInStorage';
import { createWorld, WORLD_START, type Tab, type World } from './harness';
import { scriptedServer, tokens, type Answer } from './scriptedServer';

export const COUNTS = API_PATHS.getMenuNotificationCount;

/**
 * A world with one tab signed in on /home/library (the boot refresh answered access-1); the
 * script answers its next calls, and extraToken the refreshes after the boot one.
 */
export async function signedInWorld(script: Record<string, Answer[]>, options: { extraToken?: Answer[] } = {}) {
  const world = createWorld({
    storage: signedInStorage({ now: WORLD_START, tokenLife: 120_000, username: 'creator@acme.test', rememberMe: true }),
    server: scriptedServer({ [API_PATHS.token]: [tokens({ access: 'access-1' }), ...(options.extraToken ?? [])], ...script }),
  });
  const tab = world.openTab('/home/library');
  await world.settle();
  return { world, tab };
}

/** One call to the counts endpoint from the tab, run to its end. */
async function callCounts(world: World, tab: Tab, options: Parameters<typeof callApi>[3] = {}) {
  const result = tab.run(callApi, COUNTS, { customerUserId: 5001 }, options);
  await world.settle();
  return result;
}

/**
 * signedInWorld for every test of a file: `signedIn` opens the signed-in tab (and checks it is
 * active), `call` calls the counts endpoint from it, `world()` is the test's world, closed after
 * the test.
 */
export function signedInPerTest() {
  let current: World | null = null;
  afterEach(() => {
    current?.close();
    current = null;
  });
  const world = (): World => {
    if (current === null) throw new Error('No world yet: call signedIn() first.');
    return current;
  };
  return {
    world,
    async signedIn(script: Record<string, Answer[]>, options: { extraToken?: Answer[] } = {}): Promise<Tab> {
      const made = await signedInWorld(script, options);
      current = made.world;
      expect(made.tab.state().status).toBe('active');
      return made.tab;
    },
    call: (tab: Tab, options: Parameters<typeof callApi>[3] = {}) => callCounts(world(), tab, options),
  };
}
