import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '../../../../../contract/config';
import { ROLE } from '../../../../../contract/roles';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { signedInDeps } from '../../../../testing/signedInDeps';
import { BasicSetupPage } from './BasicSetupPage';

// Typing into MUI fields takes a while on a busy machine.
jest.setTimeout(20_000);

test('a refused Basic setup (support opening it by its address) says why instead of showing an empty page', async () => {
  const { deps } = signedInDeps(
    () => ({
      status: 403,
      body: {
        status: 'Error',
        clientResponse: null,
        errorMessage: 'Your role does not allow this call (it needs organization.setup)',
      },
    }),
    [ROLE.superAdmin],
  );
  renderWithProviders(<BasicSetupPage />, { deps, route: '/organization/customer/edit/Admin' });
  expect(await screen.findByRole('alert')).toHaveTextContent('support edits organisations from Customers');
  expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
});

test('the server’s refused fields are shown under each field in the page’s words, not its English message', async () => {
  const record = {
    name: 'Acme Media',
    city: null,
    state: null,
    zip: null,
    logoUrl: null,
    allowZoomIntegration: false,
    allowYoutubeIntegration: false,
    youTubeIntegrated: false,
    storyboardEnabled: false,
    campaignManagerEnabled: false,
    proEditVendor: false,
    hideOrganisation: false,
    organisationId: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    members: 3,
  };
  const { deps, serviceRequests } = signedInDeps(
    (request) =>
      request.path === API_PATHS.getBasicSetup
        ? { status: 200, body: { status: 'Ok', clientResponse: record, errorMessage: null } }
        : {
            status: 400,
            body: {
              status: 'Error',
              clientResponse: null,
              errorMessage: 'body/clientRequest/logoUrl must match pattern "^(https://…)$"',
              code: 'validation',
              fields: [
                { field: 'logoUrl', code: 'pattern' },
                { field: 'zip', code: 'too_long' },
              ],
            },
          },
    [ROLE.admin],
  );
  renderWithProviders(<BasicSetupPage />, { deps, route: '/organization/customer/edit/Admin' });
  await userEvent.type(await screen.findByLabelText('Logo address'), 'javascript:x');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Logo address')).toHaveAccessibleDescription('Use a path on this site (/…) or an https:// address.'),
  );
  expect(screen.getByLabelText('Zip')).toHaveAccessibleDescription('Use at most 20 characters.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(serviceRequests.map((request) => request.path)).toEqual([API_PATHS.getBasicSetup, API_PATHS.updateBasicSetup]);
});
