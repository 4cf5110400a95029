import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '../../../../contract/config';
import type { FieldError } from '../../../../contract/envelope';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { signedInDeps } from '../../../testing/signedInDeps';
import { ChangePasswordPage } from './ChangePasswordPage';

// Typing into MUI fields takes a while on a busy machine.
jest.setTimeout(20_000);

function renderPage(refusal: { message: string; fields?: FieldError[] } | null) {
  const { deps, serviceRequests } = signedInDeps(() =>
    refusal === null
      ? { status: 200, body: { status: 'Ok', clientResponse: null, errorMessage: null } }
      : {
          status: 400,
          body: { status: 'Error', clientResponse: null, errorMessage: refusal.message, code: 'validation', fields: refusal.fields },
        },
  );
  renderWithProviders(<ChangePasswordPage />, { deps, route: '/myprofile/changepassword' });
  return { requests: serviceRequests };
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

test('states the password policy before anything is typed', async () => {
  renderPage(null);
  // The menu's section shows once the signed-in tab's permissions are in: the page has settled.
  expect(await screen.findByTestId('section-title')).toBeVisible();
  expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
    'At least 10 characters, with a letter and a digit or symbol, and not your username.',
  );
});

test('empty and mismatched fields are named under the field, and nothing is sent', async () => {
  const transport = renderPage(null);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('Enter this field.');
  await fill('Demo-2026!', 'Brand-new-2026', 'Brand-new-2027');
  expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The two new passwords do not match.');
  expect(transport.requests).toHaveLength(0);
});

test.each<[FieldError, RegExp, string]>([
  [{ field: 'currentPassword', code: 'incorrect' }, /^Current password/, 'The current password is incorrect.'],
  [{ field: 'newPassword', code: 'same_as_current' }, /^New password/, 'The new password must differ from the current one.'],
  [
    { field: 'newPassword', code: 'password_policy' },
    /^New password/,
    'The password must have at least 10 characters, a letter and a digit or symbol, and differ from your username.',
  ],
  [{ field: 'newPassword', code: 'too_long' }, /^New password/, 'This is too long.'],
])('the server’s refusal %j is shown under the field it concerns', async (error, field, shown) => {
  // The English message is not what the page reads: only the field and its code are.
  const transport = renderPage({ message: 'some English sentence', fields: [error] });
  await fill('Demo-2026!', 'Brand-new-2026');
  await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(shown));
  expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
  expect(transport.requests.map((request) => request.path)).toEqual([API_PATHS.changePassword]);
  expect(transport.requests[0]!.json).toEqual({ clientRequest: { currentPassword: 'Demo-2026!', newPassword: 'Brand-new-2026' } });
});

test('an accepted change says so and empties the form', async () => {
  renderPage(null);
  await fill('Demo-2026!', 'Brand-new-2026');
  expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Your other sign-ins have ended.');
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
});

test('a refusal that names no field of the form is shown above it', async () => {
  renderPage({ message: 'body/clientRequest must NOT have additional properties' });
  await fill('Demo-2026!', 'Brand-new-2026');
  expect(await screen.findByRole('alert')).toHaveTextContent('Some of the values entered were refused. Check them and try again.');
});
