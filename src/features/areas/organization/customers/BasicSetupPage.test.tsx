import { screen } from '@testing-library/react';
import { ROLE } from '../../../../../contract/roles';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { signedInDeps } from '../../../../testing/signedInDeps';
import { BasicSetupPage } from './BasicSetupPage';

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
