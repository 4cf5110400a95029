import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageRequest } from '../../../contract/lists';
import { STORAGE_KEYS } from '../../api';
import type { HttpRequest } from '../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../testing/fakeDeps';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { listQuery, queryApi, type ListArgs, type Page } from '../../api/query';
import { PagedList, useListState, type ListColumn } from '.';

interface Fruit {
  id: number;
  name: string;
}

const FRUITS: Fruit[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Fruit ${String(i + 1).padStart(2, '0')}` }));
const PATH = '/rest/secure/service/test/listFruits';
const START = Date.UTC(2026, 0, 5, 9, 0, 0);

const fruitQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({ listFruits: build.query<Page<Fruit>, ListArgs>(listQuery(PATH, 'Inbox')) }),
});

const columns: ListColumn<Fruit>[] = [{ id: 'name', labelKey: 'menu.item.homeLibrary', sortKey: 'name', render: (fruit) => fruit.name }];

function FruitList() {
  useListState();
  return (
    <PagedList<Fruit>
      listId="fruits"
      query={fruitQueries.endpoints.listFruits}
      columns={columns}
      defaultSort={{ sort: 'name', direction: 'asc' }}
      rowKey={(fruit) => fruit.id}
      labelKey="menu.item.homeLibrary"
      empty={{ titleKey: 'ui.list.failed', bodyKey: 'ui.list.retry' }}
    />
  );
}

/** A list server over FRUITS that records the requests; `mode` switches it to empty or failing. */
function fruitServer() {
  const seen: PageRequest[] = [];
  let mode: 'ok' | 'empty' | 'error' = 'ok';
  const handler = (request: HttpRequest) => {
    const body = (request.json as { clientRequest: PageRequest }).clientRequest;
    seen.push(body);
    if (mode === 'error') return { status: 200, body: { status: 'Error', clientResponse: null, errorMessage: 'The list is resting' } };
    const rows = mode === 'empty' ? [] : [...FRUITS].sort((a, b) => (body.direction === 'asc' ? 1 : -1) * a.name.localeCompare(b.name));
    const items = rows.slice((body.page - 1) * body.pageSize, body.page * body.pageSize);
    return {
      status: 200,
      body: { status: 'Ok', clientResponse: { items, total: rows.length, page: body.page, pageSize: body.pageSize }, errorMessage: null },
    };
  };
  return { seen, handler, setMode: (next: typeof mode) => void (mode = next) };
}

function renderList(server: ReturnType<typeof fruitServer>) {
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-0',
    [STORAGE_KEYS.refreshToken]: 'refresh-0',
    [STORAGE_KEYS.tokenExpiry]: String(START + 300_000),
    [STORAGE_KEYS.lastActivity]: String(START),
  });
  const { deps } = fakeDeps({ transport: fakeTransport(server.handler), storage, clock: fakeClock(START) });
  return renderWithProviders(<FruitList />, { deps });
}

const rowNames = () =>
  within(screen.getByTestId('paged-list'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

test('loads the first page sorted by the default, then sorts and pages from the keyboard', async () => {
  const server = fruitServer();
  renderList(server);
  await waitFor(() => expect(rowNames()).toHaveLength(25));
  expect(rowNames()[0]).toBe('Fruit 01');
  expect(server.seen[0]).toEqual({ page: 1, pageSize: 25, sort: 'name', direction: 'asc' });
  expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

  const user = userEvent.setup();
  act(() => screen.getByRole('button', { name: /All/ }).focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(rowNames()[0]).toBe('Fruit 30'));
  expect(server.seen.at(-1)).toMatchObject({ sort: 'name', direction: 'desc', page: 1 });
  expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'descending');

  act(() => screen.getByRole('button', { name: 'Go to the next page' }).focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(rowNames()).toEqual(['Fruit 05', 'Fruit 04', 'Fruit 03', 'Fruit 02', 'Fruit 01']));
  expect(server.seen.at(-1)).toMatchObject({ page: 2, direction: 'desc' });
});

test('an empty answer shows the empty state, not an empty table', async () => {
  const server = fruitServer();
  server.setMode('empty');
  renderList(server);
  const empty = await screen.findByTestId('list-empty');
  expect(within(empty).getByRole('heading')).toHaveTextContent('This list could not be loaded');
  expect(screen.queryByTestId('paged-list')).toBeNull();
});

test('a failed answer shows its message and a retry that loads again', async () => {
  const server = fruitServer();
  server.setMode('error');
  renderList(server);
  const alert = await screen.findByTestId('list-failed');
  expect(alert).toHaveTextContent('The list is resting');
  server.setMode('ok');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(rowNames()).toHaveLength(25));
});
