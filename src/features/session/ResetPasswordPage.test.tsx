import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDeps, fakeTransport } from '../../testing/fakeDeps';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ResetPasswordPage } from './ResetPasswordPage';
import { initialSessionState } from './sessionSlice';

// Typing into MUI fields takes a while on a busy machine.
jest.setTimeout(20_000);

function renderPage(answer: () => Promise<{ status: number; body: unknown }>) {
  const transport = fakeTransport(answer);
  const { deps } = fakeDeps({ transport });
  return {
    transport,
    ...renderWithProviders(<ResetPasswordPage />, {
      deps,
      route: '/resetpassword',
      preloadedState: { session: { ...initialSessionState, status: 'mustChangePassword' } },
    }),
  };
}

test('the new passwords must match before anything is sent', async () => {
  const { transport } = renderPage(async () => ({ status: 200, body: {} }));
  await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
  await userEvent.type(screen.getByLabelText(/^New password/), 'Brand-new-2026');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Brand-new-2027');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The two new passwords do not match.');
  expect(transport.requests).toHaveLength(0);
});

test('submitting asks for the change and waits with the button disabled', async () => {
  const { store } = renderPage(async () => ({ status: 200, body: {} }));
  await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
  await userEvent.type(screen.getByLabelText(/^New password/), 'Brand-new-2026');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Brand-new-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(store.getState().session.passwordChange).toEqual({ saving: true, error: null });
  expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
});

test('the server’s refusal is shown on the form', () => {
  renderWithProviders(<ResetPasswordPage />, {
    preloadedState: {
      session: {
        ...initialSessionState,
        status: 'mustChangePassword',
        passwordChange: { saving: false, error: 'Current password is incorrect' },
      },
    },
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Current password is incorrect');
});

test('a refused field is named under it in the page’s words, not above the form in the server’s', () => {
  renderWithProviders(<ResetPasswordPage />, {
    preloadedState: {
      session: {
        ...initialSessionState,
        status: 'mustChangePassword',
        passwordChange: {
          saving: false,
          error: 'Current password is incorrect',
          fields: [{ field: 'currentPassword', code: 'incorrect' }],
        },
      },
    },
  });
  expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('The current password is incorrect.');
  expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).toBeNull();
});
