import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE } from '../../../../contract/roles';
import { USER_ADMIN_PATHS, type RoleMatrix } from '../../../../contract/users';
import type { HttpRequest } from '../../../platform/deps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { signedInDeps } from '../../../testing/signedInDeps';
import { RoleMatrixPage } from './RoleMatrixPage';

jest.setTimeout(20_000);

const ROLES = [
  { roleId: ROLE.creator, code: 'creator', name: 'Content creator' },
  { roleId: ROLE.viewer, code: 'viewer', name: 'Viewer' },
  { roleId: ROLE.manager, code: 'manager', name: 'Content manager' },
  { roleId: ROLE.admin, code: 'admin', name: 'Organisation admin' },
];
const EDITABLE = [ROLE.creator, ROLE.viewer, ROLE.manager, ROLE.admin];
const matrix = (fileHolders: RoleMatrix['permissions'][number]['roleIds'], changeable = true): RoleMatrix => ({
  roles: ROLES,
  permissions: [
    {
      code: 'file.manage',
      description: 'Upload and manage files',
      roleIds: fileHolders,
      changeableRoleIds: changeable ? EDITABLE : [],
    },
    {
      code: 'user.manage',
      description: 'Manage users',
      roleIds: [ROLE.manager, ROLE.admin],
      changeableRoleIds: changeable ? [ROLE.creator, ROLE.viewer, ROLE.manager] : [],
    },
  ],
});
const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });
const clientRequestOf = (request: HttpRequest) => (request.json as { clientRequest: Record<string, unknown> }).clientRequest;

test('a manager withdraws a permission with its checkbox; the cells they may not change stay read-only', async () => {
  const { deps, serviceRequests } = signedInDeps(
    (request) => ok(request.path === USER_ADMIN_PATHS.setRolePermission ? matrix([ROLE.manager]) : matrix([ROLE.creator, ROLE.manager])),
    [ROLE.manager],
  );
  renderWithProviders(<RoleMatrixPage />, { deps, route: '/roles/creator' });
  const creatorFiles = await screen.findByRole('checkbox', { name: 'Upload and manage files: Creator' });
  expect(creatorFiles).toBeChecked();
  // The admin role keeps user management: no checkbox, a read-only mark.
  expect(screen.queryByRole('checkbox', { name: "Manage the organisation's users: Admin" })).not.toBeInTheDocument();
  const usersRow = screen.getByRole('row', { name: /users/ });
  expect(within(usersRow).getAllByRole('checkbox')).toHaveLength(3);

  // Focus alone updates MUI's focus-visible state.
  act(() => creatorFiles.focus());
  await userEvent.keyboard(' ');
  expect(await screen.findByRole('status')).toHaveTextContent('Saved: Creator — Upload and manage files withdrawn.');
  expect(screen.getByRole('checkbox', { name: 'Upload and manage files: Creator' })).not.toBeChecked();
  expect(serviceRequests.map((r) => [r.path, clientRequestOf(r)])).toEqual([
    [USER_ADMIN_PATHS.getRoleMatrix, {}],
    [USER_ADMIN_PATHS.setRolePermission, { roleId: ROLE.creator, permission: 'file.manage', granted: false }],
  ]);
});

test('the server’s refusal shows above the matrix and the cell keeps its value', async () => {
  const { deps } = signedInDeps(
    (request) =>
      request.path === USER_ADMIN_PATHS.setRolePermission
        ? {
            status: 400,
            body: {
              status: 'Error',
              clientResponse: null,
              errorMessage: 'This would leave nobody in the organisation who holds this permission',
            },
          }
        : ok(matrix([ROLE.creator, ROLE.manager])),
    [ROLE.manager],
  );
  renderWithProviders(<RoleMatrixPage />, { deps, route: '/roles/creator' });
  await userEvent.click(await screen.findByRole('checkbox', { name: "Manage the organisation's users: Manager" }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The change was refused: This would leave nobody in the organisation who holds this permission',
  );
  expect(screen.getByRole('checkbox', { name: "Manage the organisation's users: Manager" })).toBeChecked();
});

test('with nothing the caller may change, the matrix is read-only', async () => {
  const { deps } = signedInDeps(() => ok(matrix([ROLE.creator], false)), [ROLE.admin]);
  renderWithProviders(<RoleMatrixPage />, { deps, route: '/roles/creator' });
  expect(await screen.findByRole('table', { name: 'Permissions by role' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getByText('What each role may do in this organisation. Changes apply to this organisation only.')).toBeInTheDocument();
});
