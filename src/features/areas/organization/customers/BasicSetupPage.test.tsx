import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '../../../../../contract/config';
import type { CustomerRecord } from '../../../../../contract/customers';
import type { StorageUse } from '../../../../../contract/media';
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

const NOTHING_STORED: StorageUse = {
  originals: { count: 0, bytes: 0 },
  renditions: { count: 0, bytes: 0 },
  posters: { count: 0, bytes: 0 },
  sprites: { count: 0, bytes: 0 },
  captions: { count: 0, bytes: 0 },
  totalBytes: 0,
};

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
      request.path === API_PATHS.getBasicSetup || request.path === API_PATHS.getStorageUse
        ? {
            status: 200,
            body: { status: 'Ok', clientResponse: request.path === API_PATHS.getStorageUse ? NOTHING_STORED : record, errorMessage: null },
          }
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
  // A value the browser's check lets through (the same schema): this answer is the server's own.
  await userEvent.type(await screen.findByLabelText('Logo address'), '/assets/logo.png');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Logo address')).toHaveAccessibleDescription('Use a path on this site (/…) or an https:// address.'),
  );
  expect(screen.getByLabelText('Zip')).toHaveAccessibleDescription('Use at most 20 characters.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(serviceRequests.map((request) => request.path).filter((path) => path !== API_PATHS.getStorageUse)).toEqual([
    API_PATHS.getBasicSetup,
    API_PATHS.updateBasicSetup,
  ]);
});

const FLAGS = {
  allowZoomIntegration: false,
  allowYoutubeIntegration: false,
  youTubeIntegrated: false,
  storyboardEnabled: true,
  campaignManagerEnabled: false,
  proEditVendor: false,
  hideOrganisation: false,
};

test('shows what the organisation stores, by kind, with its total', async () => {
  const record: CustomerRecord = {
    organisationId: 1,
    name: 'Acme Media',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    logoUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    members: 12,
    ...FLAGS,
  };
  const use: StorageUse = {
    originals: { count: 1204, bytes: 53 * 1024 ** 3 },
    renditions: { count: 380, bytes: 21.4 * 1024 ** 3 },
    posters: { count: 260, bytes: 18 * 1024 ** 2 },
    sprites: { count: 240, bytes: 96 * 1024 ** 2 },
    captions: { count: 3, bytes: 2048 },
    totalBytes: 74.5 * 1024 ** 3,
  };
  const { deps, serviceRequests } = signedInDeps(
    (request) => {
      const body = request.path === API_PATHS.getStorageUse ? use : record;
      return { status: 200, body: { status: 'Ok', clientResponse: body, errorMessage: null } };
    },
    [ROLE.manager],
  );
  renderWithProviders(<BasicSetupPage />, { deps, route: '/organization/customer/edit/Admin' });
  const table = await screen.findByRole('table', { name: 'Storage' });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
  expect(row('Originals')).toHaveTextContent('1,204');
  expect(row('Originals')).toHaveTextContent('53 GB');
  expect(row('Streaming renditions')).toHaveTextContent('21.4 GB');
  expect(row('Thumbnails and posters')).toHaveTextContent('18 MB');
  expect(row('Scrub previews')).toHaveTextContent('96 MB');
  expect(row('Captions')).toHaveTextContent('2 kB');
  expect(row('Total')).toHaveTextContent('74.5 GB');
  expect(serviceRequests.filter((request) => request.path === API_PATHS.getStorageUse)).toHaveLength(1);
});
