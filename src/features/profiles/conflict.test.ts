import { conflictReceived } from '../../api';
import { ACME_MEDIA, ACME_WEST, INITECH, MULTI_CUSTOMERS } from './testing/fixtures';
import { fakeServer } from './testing/fakeServer';
import { createWorld, settle, until } from './testing/world';

let world: ReturnType<typeof createWorld>;
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  world.close();
  warn.mockRestore();
});

async function signedInTab() {
  world = createWorld(fakeServer({ customers: MULTI_CUSTOMERS, current: ACME_MEDIA }));
  const tab = world.openTab('/clips/list');
  await until(() => tab.state().profiles.status === 'loaded', 'profiles');
  return tab;
}

/** Our own warnings (the store's development checks may warn about slowness on a busy machine). */
const conflictWarnings = () => warn.mock.calls.filter(([text]) => String(text).startsWith('A conflict'));

const switchGrants = () => world.tokenRequests().filter((form) => form.customerId !== undefined);

test('a 409 naming one of the user’s customers switches to it (§8)', async () => {
  const tab = await signedInTab();
  tab.store.dispatch(conflictReceived({ customerId: ACME_WEST.id, message: 'Belongs to another organisation ##102' }));
  await until(() => tab.customerId() === ACME_WEST.id, 'the switch');
  expect(switchGrants()).toEqual([expect.objectContaining({ customerId: '102' })]);
  expect(conflictWarnings()).toEqual([]);
});

test('a 409 arriving while the profiles are being read waits for them', async () => {
  world = createWorld(fakeServer({ customers: MULTI_CUSTOMERS, current: ACME_MEDIA }));
  const tab = world.openTab('/clips/list');
  const unsubscribe = tab.store.subscribe(() => {
    if (tab.state().profiles.status !== 'loading') return;
    unsubscribe();
    tab.store.dispatch(conflictReceived({ customerId: ACME_WEST.id, message: '##102' }));
  });
  await until(() => tab.customerId() === ACME_WEST.id, 'the switch');
});

test.each([
  ['not among the profiles', 999],
  ['locked for the user', INITECH.id],
])('a 409 naming a customer %s is logged and ignored', async (_case, customerId) => {
  const tab = await signedInTab();
  tab.store.dispatch(conflictReceived({ customerId, message: `##${customerId}` }));
  await settle();
  expect(switchGrants()).toEqual([]);
  expect(tab.customerId()).toBe(ACME_MEDIA.id);
  expect(conflictWarnings()).toEqual([[expect.stringContaining(String(customerId))]]);
});

test('a 409 without a customer id is logged and ignored', async () => {
  const tab = await signedInTab();
  tab.store.dispatch(conflictReceived({ customerId: null, message: 'Conflict' }));
  await settle();
  expect(switchGrants()).toEqual([]);
  expect(conflictWarnings()).toHaveLength(1);
});

test('a 409 naming the current customer changes nothing', async () => {
  const tab = await signedInTab();
  tab.store.dispatch(conflictReceived({ customerId: ACME_MEDIA.id, message: '##101' }));
  await settle();
  expect(switchGrants()).toEqual([]);
  expect(conflictWarnings()).toEqual([]);
});
