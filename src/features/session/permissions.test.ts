import { API_PATHS } from '../../../contract/config';
import { ROLE } from '../../../contract/roles';
import { signedInStorage as storedSignIn } from '../../testing/signedInStorage';
import { selectCan, selectPermissionSet } from './selectors';
import type { SessionState } from './sessionSlice';
import { createWorld, requestsTo, WORLD_START, type World } from './testing/harness';
import { ok, scriptedServer, tokens } from './testing/scriptedServer';

const stored = storedSignIn({ now: WORLD_START, tokenLife: 120_000, lastActive: WORLD_START - 60_000 });

let world: World;
afterEach(() => world.close());

const can = (session: SessionState) => selectCan({ session });

test('a session restored at load loads its role permissions again, and can() reflects them (§6)', async () => {
  world = createWorld({
    storage: stored,
    server: scriptedServer({
      [API_PATHS.token]: [tokens({ roles: [ROLE.creator] })],
      [API_PATHS.getRolePermissions]: [
        ok({ rolePermissionVO: [{ roleId: ROLE.creator, permissions: ['footage.manage', 'quickRecord.use'] }] }),
      ],
    }),
  });
  const tab = world.openTab('/home/library');
  await world.settle();
  expect(tab.state().status).toBe('active');
  expect(requestsTo(world, API_PATHS.getRolePermissions)).toHaveLength(1);
  expect(can(tab.state())('footage.manage')).toBe(true);
  expect(can(tab.state())('user.manage')).toBe(false);
  expect(selectPermissionSet({ session: tab.state() })).toEqual(new Set(['footage.manage', 'quickRecord.use']));
});

test('until the permissions answer, can() says no and the roles alone decide the menu', async () => {
  world = createWorld({ storage: stored, server: scriptedServer({ [API_PATHS.token]: [tokens({ roles: [ROLE.creator] })] }) });
  const tab = world.openTab('/home/library');
  await world.settle();
  expect(tab.state().status).toBe('active');
  expect(selectPermissionSet({ session: tab.state() })).toBeNull();
  expect(can(tab.state())('footage.manage')).toBe(false);
  // Loaded in the background: a failed answer raises no toast.
  expect(tab.toasts()).toEqual([]);
});
