import { ROLE } from '../../../contract/roles';
import { STORAGE_KEYS } from '../../api';
import { loginRequested } from '../session';
import { custParamSeen } from './events';
import { ACME_MEDIA, ACME_WEST, INITECH, MULTI_CUSTOMERS } from './testing/fixtures';
import { fakeServer } from './testing/fakeServer';
import { createWorld, settle, until } from './testing/world';

let world: ReturnType<typeof createWorld>;
afterEach(() => world.close());

const server = () => fakeServer({ customers: MULTI_CUSTOMERS, current: ACME_MEDIA });
const switchGrants = () => world.tokenRequests().filter((form) => form.customerId !== undefined);

test('?cust= naming a valid profile switches to it and leaves the address', async () => {
  world = createWorld(server());
  const tab = world.openTab('/clips/list?cust=102&page=2');
  expect(tab.path()).toBe('/clips/list?page=2');
  await until(() => tab.customerId() === ACME_WEST.id, 'the switch');
  expect(tab.path()).toBe('/clips/list?page=2');
  expect(world.storage.getItem(STORAGE_KEYS.customerProfileId)).toBeNull();
  expect(tab.toasts()).toEqual(['profiles.switch.nowIn']);
});

test.each([
  ['not among the profiles', '999'],
  ['locked', String(INITECH.id)],
  ['not a number', 'acme'],
])('?cust= naming a profile that is %s shows a toast and changes nothing', async (_case, value) => {
  world = createWorld(server());
  const tab = world.openTab(`/clips/list?cust=${value}`);
  await until(() => tab.toasts().length > 0, 'the toast');
  await settle();
  expect(tab.toasts()).toEqual(['profiles.link.invalid']);
  expect(tab.customerId()).toBe(ACME_MEDIA.id);
  expect(tab.path()).toBe('/clips/list');
  expect(switchGrants()).toEqual([]);
  expect(world.storage.getItem(STORAGE_KEYS.customerProfileId)).toBeNull();
});

test('?cust= met by in-app navigation while signed in switches too', async () => {
  world = createWorld(server());
  const tab = world.openTab('/clips/list');
  await until(() => tab.state().profiles.status === 'loaded', 'profiles');
  tab.deps.navigate('/files/list?cust=102');
  tab.store.dispatch(custParamSeen({ value: '102' }));
  await until(() => tab.customerId() === ACME_WEST.id, 'the switch');
  expect(tab.path()).toBe('/files/list');
});

test('?cust= before sign-in is kept, and the sign-in starts in that customer', async () => {
  world = createWorld(server(), {});
  const tab = world.openTab('/login?cust=102');
  await settle();
  expect(tab.path()).toBe('/login');
  expect(world.storage.getItem(STORAGE_KEYS.customerProfileId)).toBe('102');
  tab.store.dispatch(loginRequested({ username: 'multi@acme.test', password: 'Demo-2026!', rememberMe: false }));
  await until(() => tab.state().profiles.status === 'loaded', 'sign-in');
  await settle();
  expect(tab.customerId()).toBe(ACME_WEST.id);
  expect(world.tokenRequests()).toEqual([expect.objectContaining({ grant_type: 'password', customerId: '102' })]);
  expect(world.storage.getItem(STORAGE_KEYS.customerProfileId)).toBeNull();
  expect(tab.toasts()).toEqual([]);
});

test('?cust= before sign-in naming a customer the user cannot enter: sign-in succeeds, the link is reported', async () => {
  world = createWorld(server(), {});
  const tab = world.openTab(`/login?cust=${INITECH.id}`);
  await settle();
  tab.store.dispatch(loginRequested({ username: 'multi@acme.test', password: 'Demo-2026!', rememberMe: false }));
  await until(() => tab.toasts().length > 0, 'the toast');
  expect(tab.customerId()).toBe(ACME_MEDIA.id);
  expect(tab.toasts()).toEqual(['profiles.link.invalid']);
  expect(world.tokenRequests().map((form) => form.customerId)).toEqual(['103', undefined]);
  expect(world.storage.getItem(STORAGE_KEYS.customerProfileId)).toBeNull();
});

test('?cust= for the super-admin, who has no profiles, is reported and forgotten', async () => {
  world = createWorld(fakeServer({ customers: [], current: null, roles: [ROLE.superAdmin] }));
  const tab = world.openTab('/organization/customer/manage?cust=102');
  await until(() => tab.toasts().length > 0, 'the toast');
  expect(tab.toasts()).toEqual(['profiles.link.invalid']);
  expect(tab.path()).toBe('/organization/customer/manage');
  expect(world.storage.getItem(STORAGE_KEYS.customerProfileId)).toBeNull();
});
