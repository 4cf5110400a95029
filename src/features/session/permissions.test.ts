import { API_PATHS } from '../../../contract/config';
import { ROLE, type RoleId } from '../../../contract/roles';
import { ensureFreshToken } from '../../api';
import { applyLiveEvent } from '../live';
import { signedInStorage as storedSignIn } from '../../testing/signedInStorage';
import { selectCan, selectPermissionSet } from './selectors';
import type { SessionState } from './sessionSlice';
import { createWorld, requestsTo, WORLD_START, type World } from './testing/harness';
import { ok, scriptedServer, tokens, type Answer } from './testing/scriptedServer';

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

describe('roles a refresh changes are shown together with their own permissions (§6)', () => {
  const PERMISSIONS = API_PATHS.getRolePermissions;
  const creatorOnly = ok({ rolePermissionVO: [{ roleId: ROLE.creator, permissions: ['footage.manage'] }] });
  const creatorAndManager = ok({
    rolePermissionVO: [
      { roleId: ROLE.creator, permissions: ['footage.manage'] },
      { roleId: ROLE.manager, permissions: ['approval.program'] },
    ],
  });
  const unavailable: Answer = {
    status: 503,
    body: { status: 'Error', clientResponse: null, errorMessage: 'The service is temporarily unavailable.' },
    retryAfter: '1',
  };

  /** A tab signed in as a creator with its permissions loaded; the next refresh answers `roles`. */
  async function signedInAsCreator(roles: RoleId[], permissions: Answer[]) {
    world = createWorld({
      storage: stored,
      server: scriptedServer({
        [API_PATHS.token]: [tokens({ roles: [ROLE.creator] }), tokens({ roles })],
        [PERMISSIONS]: [creatorOnly, ...permissions],
        [API_PATHS.ready]: [{ status: 200, body: { status: 'ok' } }],
      }),
    });
    const tab = world.openTab('/home/library');
    await world.settle();
    expect(tab.state()).toMatchObject({ status: 'active', roles: [ROLE.creator], pendingRoles: null });
    expect(can(tab.state())('footage.manage')).toBe(true);
    /** Every (roles, roles the permissions are of) the store held from here on. */
    const seen: { roles: RoleId[]; permissionsOf: number[] }[] = [];
    tab.store.subscribe(() => {
      const { roles, permissions } = tab.state();
      seen.push({ roles: [...roles], permissionsOf: permissions.map((p) => p.roleId ?? -1) });
    });
    return { tab, seen };
  }

  test('a refresh that adds a role keeps what is shown until that role’s permissions answer, then shows both at once', async () => {
    const { tab, seen } = await signedInAsCreator([ROLE.creator, ROLE.manager], [creatorAndManager]);
    await tab.run(ensureFreshToken, true);
    await world.settle();
    expect(tab.state()).toMatchObject({ roles: [ROLE.creator, ROLE.manager], pendingRoles: null });
    expect(can(tab.state())('approval.program')).toBe(true);
    expect(requestsTo(world, PERMISSIONS)).toHaveLength(2);
    // The roles changed in the store, and never ahead of their permissions.
    expect(seen.some(({ roles }) => roles.includes(ROLE.manager))).toBe(true);
    expect(seen.filter(({ roles, permissionsOf }) => roles.includes(ROLE.manager) && !permissionsOf.includes(ROLE.manager))).toEqual([]);
  });

  test('a refresh with the same roles loads no permissions', async () => {
    const { tab } = await signedInAsCreator([ROLE.creator], [creatorAndManager]);
    await tab.run(ensureFreshToken, true);
    await world.settle();
    expect(tab.state()).toMatchObject({ roles: [ROLE.creator], pendingRoles: null });
    expect(requestsTo(world, PERMISSIONS)).toHaveLength(1);
  });

  test('a permissions.changed event loads the permissions once, whether the refresh before it changed the roles or not', async () => {
    // The leader refreshes first (roles travel in the token); new roles already load their permissions.
    const changedRoles = await signedInAsCreator([ROLE.creator, ROLE.manager], [creatorAndManager, creatorAndManager]);
    await changedRoles.tab.run(ensureFreshToken, true);
    await changedRoles.tab.run(applyLiveEvent, { type: 'permissions.changed' });
    await world.settle();
    expect(changedRoles.tab.state()).toMatchObject({ roles: [ROLE.creator, ROLE.manager], pendingRoles: null });
    expect(requestsTo(world, PERMISSIONS)).toHaveLength(2);
    world.close();
    // The same roles: what changed is what they may do, so the event loads it.
    const sameRoles = await signedInAsCreator([ROLE.creator], [creatorAndManager]);
    await sameRoles.tab.run(ensureFreshToken, true);
    await sameRoles.tab.run(applyLiveEvent, { type: 'permissions.changed' });
    await world.settle();
    expect(requestsTo(world, PERMISSIONS)).toHaveLength(2);
  });

  test('new roles whose permissions an outage kept from loading are shown once the server answers again', async () => {
    const { tab } = await signedInAsCreator(
      [ROLE.creator, ROLE.manager],
      [unavailable, unavailable, unavailable, unavailable, creatorAndManager],
    );
    await tab.run(ensureFreshToken, true);
    await world.settle();
    expect(tab.state()).toMatchObject({ roles: [ROLE.creator], pendingRoles: [ROLE.creator, ROLE.manager] });
    for (let i = 0; i < 6; i += 1) await world.advance(30_000);
    expect(tab.state()).toMatchObject({ status: 'active', roles: [ROLE.creator, ROLE.manager], pendingRoles: null });
    expect(can(tab.state())('approval.program')).toBe(true);
  });
});
