import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '../../../../../contract/config';
import { ROLE } from '../../../../../contract/roles';
import { USER_ADMIN_PATHS, type AdminUser } from '../../../../../contract/users';
import type { HttpRequest } from '../../../../platform/deps';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { signedInDeps } from '../../../../testing/signedInDeps';
import { UserCreatePage } from './UserCreatePage';
import { UserDetailPage } from './UserDetailPage';

// Typing into MUI fields takes a while on a busy machine.
jest.setTimeout(20_000);

const CODY: AdminUser = {
  userId: 4,
  username: 'creator@acme.test',
  displayName: 'Cody Creator',
  isActive: true,
  mustChangePassword: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberships: [
    { organisationId: 1, organisationName: 'Acme Media', roleIds: [ROLE.creator], isLocked: false, isDefaultLogin: true, sequence: 1 },
  ],
};
const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });
const clientRequestOf = (request: HttpRequest) => (request.json as { clientRequest: Record<string, unknown> }).clientRequest;

test('creating a user names the missing fields without calling, then shows the temporary password once', async () => {
  const { deps, serviceRequests } = signedInDeps(
    () => ok({ user: { ...CODY, userId: 12, displayName: 'Nia New' }, temporaryPassword: 'abc-DEF-1234' }),
    [ROLE.manager],
  );
  renderWithProviders(<UserCreatePage mode="organisation" />, { deps, route: '/users/list/new' });
  await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription("Enter the user's email address.");
  expect(screen.getByText('Choose at least one role.')).toBeInTheDocument();
  expect(serviceRequests).toHaveLength(0);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nia@acme.test');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nia New');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Viewer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
  expect(await screen.findByTestId('temporary-password')).toHaveValue('abc-DEF-1234');
  expect(serviceRequests.map((r) => r.path)).toEqual([USER_ADMIN_PATHS.createUser]);
  expect(clientRequestOf(serviceRequests[0]!)).toEqual({ username: 'nia@acme.test', displayName: 'Nia New', roleIds: [ROLE.viewer] });
});

test('the server’s refusal of a taken email shows under the email field', async () => {
  const { deps } = signedInDeps(
    () => ({
      status: 400,
      body: {
        status: 'Error',
        clientResponse: null,
        errorMessage: 'This username is already taken',
        code: 'validation',
        fields: [{ field: 'username', code: 'taken' }],
      },
    }),
    [ROLE.manager],
  );
  renderWithProviders(<UserCreatePage mode="organisation" />, { deps, route: '/users/list/new' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'creator@acme.test');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dup');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Creator' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This email address is already taken.'),
  );
});

test('an invitation’s refusal of its email shows under the email field too', async () => {
  const { deps } = signedInDeps(
    () => ({
      status: 400,
      body: {
        status: 'Error',
        clientResponse: null,
        errorMessage: 'This person is already a member of the organisation',
        code: 'validation',
        fields: [{ field: 'email', code: 'already_member' }],
      },
    }),
    [ROLE.manager],
  );
  renderWithProviders(<UserCreatePage mode="organisation" />, { deps, route: '/users/list/new' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'creator@acme.test');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dup');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Creator' }));
  await userEvent.click(screen.getByRole('radio', { name: 'An emailed link to set a password' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This person is already a member of the organisation.',
    ),
  );
});

test('a user’s page locks a membership and deactivates the user through their calls', async () => {
  let current = CODY;
  const { deps, serviceRequests } = signedInDeps(
    (request) => {
      const body = clientRequestOf(request);
      if (request.path === USER_ADMIN_PATHS.setMembershipLock)
        current = { ...current, memberships: [{ ...current.memberships[0]!, isLocked: body.locked as boolean }] };
      if (request.path === USER_ADMIN_PATHS.setUserActive) current = { ...current, isActive: body.active as boolean };
      return ok(current);
    },
    [ROLE.manager],
  );
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithProviders(<UserDetailPage mode="organisation" userId={4} />, { deps, route: '/users/list/4' });
  expect(await screen.findByRole('heading', { name: 'Cody Creator' })).toBeInTheDocument();
  const acme = screen.getByRole('region', { name: 'Acme Media' });
  await userEvent.click(within(acme).getByRole('button', { name: 'Lock' }));
  expect(await screen.findByRole('heading', { name: 'Acme Media (locked)' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('User deactivated: every session of theirs has ended.');
  expect(serviceRequests.map((r) => [r.path, clientRequestOf(r)])).toEqual([
    [USER_ADMIN_PATHS.getUser, { userId: 4 }],
    [USER_ADMIN_PATHS.setMembershipLock, { userId: 4, organisationId: 1, locked: true }],
    [USER_ADMIN_PATHS.setUserActive, { userId: 4, active: false }],
  ]);
});

test('a manager may invite by email instead, with the roles chosen, sent to the invitation call', async () => {
  const { deps, serviceRequests } = signedInDeps(
    () => ok({ userId: 13, customerUserId: 40, expiresAt: '2026-01-12T00:00:00.000Z' }),
    [ROLE.manager],
  );
  renderWithProviders(<UserCreatePage mode="organisation" />, { deps, route: '/users/list/new' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'cam@acme.test');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Cam');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Creator' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Viewer' }));
  await userEvent.click(screen.getByRole('radio', { name: 'An emailed link to set a password' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByRole('status')).toHaveTextContent('An invitation to set a password is on its way to cam@acme.test');
  expect(serviceRequests.map((r) => [r.path, clientRequestOf(r)])).toEqual([
    [API_PATHS.inviteUser, { email: 'cam@acme.test', displayName: 'Cam', roleIds: [ROLE.creator, ROLE.viewer], language: 'en' }],
  ]);
});

test('support adding a membership names the missing organisation and roles, then saves the chosen ones', async () => {
  const INITECH = { organisationId: 2, name: 'Initech' };
  const { deps, serviceRequests } = signedInDeps(
    (request) => {
      if (request.path === API_PATHS.getCustomers) return ok({ items: [INITECH], total: 1, page: 1, pageSize: 100 });
      if (request.path === USER_ADMIN_PATHS.getUser) return ok(CODY);
      const added = { ...CODY.memberships[0]!, organisationId: 2, organisationName: 'Initech', isDefaultLogin: false, sequence: 2 };
      return ok({ ...CODY, memberships: [...CODY.memberships, added] });
    },
    [ROLE.superAdmin],
  );
  renderWithProviders(<UserDetailPage mode="support" userId={4} />, { deps, route: '/superadmin/users/4' });
  const adding = await screen.findByRole('region', { name: 'Add to an organisation' });
  await userEvent.click(within(adding).getByRole('button', { name: 'Add' }));
  expect(await within(adding).findByText('Choose the organisation.')).toBeInTheDocument();
  expect(within(adding).getByText('Choose at least one role.')).toBeInTheDocument();
  expect(serviceRequests.some((r) => r.path === USER_ADMIN_PATHS.saveMembership)).toBe(false);
  await userEvent.click(within(adding).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: 'Initech' }));
  await userEvent.click(within(adding).getByRole('checkbox', { name: 'Viewer' }));
  await userEvent.click(within(adding).getByRole('button', { name: 'Add' }));
  await waitFor(() =>
    expect(serviceRequests.filter((r) => r.path === USER_ADMIN_PATHS.saveMembership).map(clientRequestOf)).toEqual([
      { userId: 4, organisationId: 2, roleIds: [ROLE.viewer], isDefaultLogin: false, sequence: 2 },
    ]),
  );
});
