import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '../../../../../contract/config';
import type { DirectoryPerson } from '../../../../../contract/directory';
import { ROLE } from '../../../../../contract/roles';
import type { HttpRequest } from '../../../../platform/deps';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { signedInDeps } from '../../../../testing/signedInDeps';
import { DirectoryPage } from './DirectoryPage';

// Choosing in MUI fields takes a while on a busy machine.
jest.setTimeout(20_000);

const MIA: DirectoryPerson = { userId: 3, name: 'Mia Manager', pictureUrl: null, roleIds: [ROLE.manager], email: 'manager@acme.test' };
const MAX: DirectoryPerson = { userId: 9, name: 'Max Multi', pictureUrl: null, roleIds: [ROLE.creator, ROLE.manager], email: null };
const clientRequestOf = (request: HttpRequest) => (request.json as { clientRequest: Record<string, unknown> }).clientRequest;

test('shows each person’s roles and address, and asks the server for the search and the chosen role', async () => {
  const { deps, serviceRequests } = signedInDeps(
    (request) => {
      const filtered = clientRequestOf(request).roleId === ROLE.creator;
      const items = filtered ? [MAX] : [MAX, MIA];
      return {
        status: 200,
        body: { status: 'Ok', clientResponse: { items, total: items.length, page: 1, pageSize: 25 }, errorMessage: null },
      };
    },
    [ROLE.creator],
  );
  renderWithProviders(<DirectoryPage />, { deps, route: '/peoplesearch/list' });

  const table = await screen.findByRole('table', { name: 'People of the organisation' });
  await within(table).findByText('Mia Manager');
  const maxRow = within(table).getByText('Max Multi').closest('tr')!;
  expect(within(maxRow).getByText('Creator')).toBeInTheDocument();
  expect(within(maxRow).getByText('Hidden by your organisation')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'manager@acme.test' })).toHaveAttribute('href', 'mailto:manager@acme.test');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or email' }), 'ma{Enter}');
  await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
  await userEvent.click(screen.getByRole('option', { name: 'Creator' }));
  await waitFor(() => expect(within(table).queryByText('Mia Manager')).toBeNull());
  const calls = serviceRequests.filter((request) => request.path === API_PATHS.listDirectory).map(clientRequestOf);
  expect(calls.at(-1)).toEqual({ page: 1, pageSize: 25, sort: 'name', direction: 'asc', search: 'ma', roleId: ROLE.creator });
});
