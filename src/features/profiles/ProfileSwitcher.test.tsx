import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDeps, fakeTransport, memoryStorage } from '../../testing/fakeDeps';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { profileSelectorOpened } from './events';
import { ProfileSwitcher } from './ProfileSwitcher';
import { ACME_EAST, ACME_MEDIA, MULTI_CUSTOMERS, type FakeCustomer } from './testing/fixtures';
import { fakeServer } from './testing/fakeServer';
import { multiSignedInStorage } from './testing/world';

async function openSelector(customers: FakeCustomer[] = [...MULTI_CUSTOMERS, ACME_EAST], expectShown = true) {
  const server = fakeServer({ customers, current: ACME_MEDIA });
  const { deps } = fakeDeps({ transport: fakeTransport(server.handler), storage: memoryStorage(multiSignedInStorage()) });
  deps.navigate('/clips/list');
  const view = renderWithProviders(<ProfileSwitcher />, { deps, route: '/clips/list' });
  await waitFor(() => expect(view.store.getState().profiles.status).toBe('loaded'), { timeout: 5000 });
  act(() => void view.store.dispatch(profileSelectorOpened()));
  // The popup's code loads on first opening.
  if (expectShown) await screen.findByRole('dialog', { name: 'Switch customer profile' });
  const user = userEvent.setup();
  return { ...view, server, user };
}

const search = () => screen.getByRole('combobox', { name: 'Search company or location' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.querySelector('p')?.textContent);

test('a labelled dialog lists the profiles in order with the current one marked', async () => {
  await openSelector();
  const dialog = screen.getByRole('dialog', { name: 'Switch customer profile' });
  expect(within(dialog).getByRole('listbox', { name: 'Customer profiles' })).toBeInTheDocument();
  expect(search()).toHaveAttribute('placeholder', 'Search company or location');
  expect(search()).toHaveFocus();
  expect(optionNames()).toEqual(['Acme Media', 'Acme West', '(locked) Initech', 'Acme East']);
  const current = screen.getByRole('option', { name: /Acme Media/ });
  expect(current).toHaveAttribute('aria-selected', 'true');
  expect(within(current).getByText('Current')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: /Acme West/ })).toHaveAttribute('aria-selected', 'false');
});

test.each([
  ['a name', 'west', ['Acme West']],
  ['a city', 'denver', ['Acme West']],
  ['a zip', '78701', ['Acme Media']],
  ['a state, in capitals', 'NY', ['Acme East']],
  ['a mixed-case name', 'iNiTeCh', ['(locked) Initech']],
])('searching by %s filters the list', async (_case, query, expected) => {
  const { user } = await openSelector();
  await user.type(search(), query);
  expect(optionNames()).toEqual(expected);
});

test('missing address parts read N/A', async () => {
  await openSelector();
  expect(within(screen.getByRole('option', { name: /Acme West/ })).getByText('Denver, CO, N/A')).toBeInTheDocument();
  expect(within(screen.getByRole('option', { name: /Acme East/ })).getByText('N/A, NY, 10001')).toBeInTheDocument();
});

test('a locked profile is disabled and choosing it does nothing', async () => {
  const { user, store, server } = await openSelector();
  const locked = screen.getByRole('option', { name: /\(locked\) Initech/ });
  expect(locked).toHaveAttribute('aria-disabled', 'true');
  await user.click(locked);
  expect(store.getState().profiles.selectorOpen).toBe(true);
  expect(store.getState().profiles.switchingTo).toBeNull();
  expect(server.current()?.id).toBe(ACME_MEDIA.id);
});

test('an empty result offers Clear Search, which brings the list back', async () => {
  const { user } = await openSelector();
  await user.type(search(), 'nowhere');
  expect(screen.queryAllByRole('option')).toEqual([]);
  expect(screen.getByText('No customer profile matches your search.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear Search' }));
  expect(search()).toHaveValue('');
  expect(search()).toHaveFocus();
  expect(optionNames()).toHaveLength(4);
  expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
});

test('arrows move through the list and Enter chooses', async () => {
  const { user, store } = await openSelector();
  const active = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');
  expect(active()).toHaveTextContent('Acme Media');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(active()).toHaveTextContent('Initech');
  await user.keyboard('{Enter}');
  expect(store.getState().profiles.selectorOpen).toBe(true);
  await user.keyboard('{ArrowUp}{Enter}');
  await waitFor(() => expect(store.getState().session.customer?.customerId).toBe(102), { timeout: 5000 });
  expect(store.getState().profiles.selectorOpen).toBe(false);
});

test('Escape closes the popup; choosing the current profile closes it without a switch', async () => {
  const { user, store } = await openSelector();
  await user.keyboard('{Escape}');
  expect(store.getState().profiles.selectorOpen).toBe(false);
  act(() => void store.dispatch(profileSelectorOpened()));
  await user.keyboard('{Enter}');
  expect(store.getState().profiles.selectorOpen).toBe(false);
  expect(store.getState().profiles.switchingTo).toBeNull();
});

test('names are data, never markup', async () => {
  const hostile = { ...ACME_EAST, name: '<img src=x onerror="alert(1)">Evil' };
  await openSelector([ACME_MEDIA, hostile]);
  expect(screen.getByText('<img src=x onerror="alert(1)">Evil')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('a single-profile user never sees the selector', async () => {
  const { store } = await openSelector([ACME_MEDIA], false);
  expect(store.getState().profiles.selectorOpen).toBe(true);
  // Even given time to load, nothing is drawn.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a cust parameter met by the router (a link, the route saved before sign-in) switches customer', async () => {
  const server = fakeServer({ customers: MULTI_CUSTOMERS, current: ACME_MEDIA });
  const { deps } = fakeDeps({ transport: fakeTransport(server.handler), storage: memoryStorage(multiSignedInStorage()) });
  deps.navigate('/files/list'); // what the saga read at start: no cust there
  const { store } = renderWithProviders(<ProfileSwitcher />, { deps, route: '/files/list?cust=102' });
  await waitFor(() => expect(store.getState().session.customer?.customerId).toBe(102), { timeout: 5000 });
});
