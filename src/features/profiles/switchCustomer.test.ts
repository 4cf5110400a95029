import { API_PATHS } from '../../../contract/config';
import { STORAGE_KEYS } from '../../api';
import { selectIsBusy } from '../chrome';
import { customerSwitched } from '../session';
import { profileSelected } from './events';
import { ACME_EAST, ACME_MEDIA, ACME_WEST, INITECH, MULTI_CUSTOMERS, profileMap } from './testing/fixtures';
import { fakeServer } from './testing/fakeServer';
import { createWorld, settle, until } from './testing/world';

let world: ReturnType<typeof createWorld>;
afterEach(() => world.close());

async function signedInTab(path: string, server = fakeServer({ customers: MULTI_CUSTOMERS, current: ACME_MEDIA })) {
  world = createWorld(server);
  const tab = world.openTab(path);
  await until(() => tab.state().profiles.status === 'loaded', 'profiles');
  return { tab, server };
}

const switchGrants = () => world.tokenRequests().filter((form) => form.customerId !== undefined);

test('choosing a profile switches customer and stays on a route the new customer allows', async () => {
  const { tab } = await signedInTab('/clips/list?page=2');
  world.storage.setItem('takeflow.filters.clips', '{"sort":"new"}');
  tab.store.dispatch(profileSelected({ customerId: ACME_WEST.id }));
  await until(() => tab.customerId() === ACME_WEST.id, 'the switch');
  expect(switchGrants()).toEqual([expect.objectContaining({ grant_type: 'refresh_token', customerId: '102' })]);
  expect(tab.state().profiles).toMatchObject({ switchingTo: null, selectorOpen: false });
  expect(tab.path()).toBe('/clips/list?page=2');
  expect(world.storage.getItem(STORAGE_KEYS.customerId)).toBe('102');
  // The user is told where they are now.
  expect(tab.state().notifications.toasts).toEqual([
    expect.objectContaining({ messageKey: 'profiles.switch.nowIn', values: { name: 'Acme West' }, variant: 'success' }),
  ]);
  // The old customer's stored list state goes; the session's own keys stay.
  expect(world.storage.getItem('takeflow.filters.clips')).toBeNull();
  expect(world.storage.getItem(STORAGE_KEYS.username)).toBe('multi@acme.test');
  // Permissions belong to the membership: the new customer's are loaded.
  await until(() => tab.state().session.permissions.length > 0, 'the permissions');
  expect(tab.state().session.permissions[0]?.permissions).toEqual(['customer-102']);
});

test('a route the new customer does not offer gives way to the role home', async () => {
  const { tab } = await signedInTab('/storyboards/list');
  tab.store.dispatch(profileSelected({ customerId: ACME_WEST.id })); // Acme West has storyboards off
  await until(() => tab.customerId() === ACME_WEST.id, 'the switch');
  expect(tab.path()).toBe('/home/library');
  // And why: the new customer does not give access to the page the user was on.
  expect(tab.state().notifications.toasts).toEqual([
    expect.objectContaining({ messageKey: 'profiles.switch.routeRefused', values: { name: 'Acme West', path: '/storyboards/list' } }),
  ]);
});

test('a locked profile is never requested and says why', async () => {
  const { tab } = await signedInTab('/clips/list');
  tab.store.dispatch(profileSelected({ customerId: INITECH.id }));
  await settle();
  expect(switchGrants()).toEqual([]);
  expect(tab.customerId()).toBe(ACME_MEDIA.id);
  expect(tab.toasts()).toContain('profiles.switch.unavailable');
});

test('an id that is not among the profiles is never requested', async () => {
  const { tab } = await signedInTab('/clips/list');
  tab.store.dispatch(profileSelected({ customerId: 999 }));
  await settle();
  expect(switchGrants()).toEqual([]);
  expect(tab.customerId()).toBe(ACME_MEDIA.id);
  expect(tab.toasts()).toContain('profiles.switch.unavailable');
});

test('the server refuses a profile locked since the list was read; nothing changes', async () => {
  const stale = profileMap([ACME_MEDIA, ACME_WEST, { ...INITECH, locked: false }]);
  const server = fakeServer({
    customers: MULTI_CUSTOMERS,
    current: ACME_MEDIA,
    profilesAnswer: { status: 'Ok', clientResponse: stale, errorMessage: null },
  });
  const { tab } = await signedInTab('/clips/list', server);
  const before = world.storage.getItem(STORAGE_KEYS.refreshToken);
  tab.store.dispatch(profileSelected({ customerId: INITECH.id }));
  await until(() => tab.toasts().length > 0, 'the refusal');
  expect(tab.toasts()).toEqual(['Organisation 103 is locked for this user']);
  expect(tab.customerId()).toBe(ACME_MEDIA.id);
  expect(tab.state().profiles.switchingTo).toBeNull();
  expect(world.storage.getItem(STORAGE_KEYS.refreshToken)).toBe(before);
  expect(tab.dispatched(customerSwitched.type)).toEqual([]);
});

test('a newer switch cancels an older one: the last choice wins, no token is reused', async () => {
  const server = fakeServer({ customers: [...MULTI_CUSTOMERS, ACME_EAST], current: ACME_MEDIA });
  const { tab } = await signedInTab('/clips/list', server);
  server.hold();
  tab.store.dispatch(profileSelected({ customerId: ACME_WEST.id }));
  await settle();
  expect(selectIsBusy(tab.state())).toBe(true); // §2 loading spinner while the switch runs
  tab.store.dispatch(profileSelected({ customerId: ACME_EAST.id }));
  expect(tab.state().profiles.switchingTo).toBe(ACME_EAST.id);
  server.release();
  await until(() => tab.customerId() === ACME_EAST.id, 'the second switch');
  await settle();
  expect(selectIsBusy(tab.state())).toBe(false); // the cancelled switch let go of the spinner too
  expect(tab.dispatched(customerSwitched.type)).toHaveLength(1);
  expect(server.current()?.id).toBe(ACME_EAST.id);
  expect(world.tokenRequests().filter((form) => form.refresh_token === 'refresh-1')).toHaveLength(1);
  expect(tab.toasts()).toEqual(['profiles.switch.nowIn']);
});

test('another open tab follows the switch, its route included', async () => {
  const { tab } = await signedInTab('/clips/list');
  const other = world.openTab('/storyboards/list');
  await until(() => other.state().profiles.status === 'loaded', 'the second tab');
  tab.store.dispatch(profileSelected({ customerId: ACME_WEST.id }));
  await until(() => other.customerId() === ACME_WEST.id, 'the other tab');
  expect(other.path()).toBe('/home/library');
  expect(tab.path()).toBe('/clips/list');
  expect(world.requests.filter((r) => r.path === API_PATHS.getCustomerProfiles)).toHaveLength(2);
});

test('when the newer switch is refused, the tab follows the older one that landed', async () => {
  const stale = profileMap([ACME_MEDIA, ACME_WEST, { ...INITECH, locked: false }]);
  const server = fakeServer({
    customers: MULTI_CUSTOMERS,
    current: ACME_MEDIA,
    profilesAnswer: { status: 'Ok', clientResponse: stale, errorMessage: null },
  });
  const { tab } = await signedInTab('/clips/list', server);
  server.hold();
  tab.store.dispatch(profileSelected({ customerId: ACME_WEST.id }));
  await settle();
  tab.store.dispatch(profileSelected({ customerId: INITECH.id }));
  server.release();
  await until(() => tab.customerId() === ACME_WEST.id, 'the tab to follow its stored tokens');
  expect(server.current()?.id).toBe(ACME_WEST.id);
  expect(tab.toasts()).toEqual(['Organisation 103 is locked for this user', 'profiles.switch.nowIn']);
});
