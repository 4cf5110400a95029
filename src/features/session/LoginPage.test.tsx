import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API_PATHS } from '../../../contract/config';
import { fakeDeps, fakeTransport, memoryStorage } from '../../testing/fakeDeps';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { STORAGE_KEYS } from './storage';
import { LoginPage } from './LoginPage';
import { makeTokens } from './testing/tokens';

// Typing with userEvent takes a while on a busy machine.
jest.setTimeout(20_000);

function renderLogin(route: string, answer: () => Promise<{ status: number; body: unknown }>, storage: Record<string, string> = {}) {
  const transport = fakeTransport(answer);
  const { deps } = fakeDeps({ transport, storage: memoryStorage(storage) });
  deps.navigate(route);
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/login/*" element={<LoginPage />} />
    </Routes>,
    { deps, route },
  );
  return { ...rendered, transport };
}

// The widget itself is the library's; here it only has to be asked for.
jest.mock('altcha', () => ({}));

const never = () => new Promise<never>(() => undefined);

test('the login page shows its title from the English strings', () => {
  renderLogin('/login', never);
  expect(screen.getByRole('heading', { name: 'Sign in to Takeflow' })).toBeInTheDocument();
});

test('labelled fields, remember-me, and a button that is disabled while signing in', async () => {
  const { transport, store } = renderLogin('/login', never);
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toBeDisabled();
  await userEvent.type(screen.getByLabelText(/^Username/), 'creator@acme.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
  await userEvent.click(screen.getByLabelText('Remember me'));
  await userEvent.click(button);
  expect(store.getState().session.status).toBe('authenticating');
  expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  expect(transport.requests[0]?.form).toMatchObject({ username: 'creator@acme.test', password: 'Demo-2026!' });
});

test('a wrong password shows the server’s message', async () => {
  renderLogin('/login', async () => ({
    status: 400,
    body: { error: 'invalid_grant', error_description: 'Invalid username or password' },
  }));
  await userEvent.type(screen.getByLabelText(/^Username/), 'creator@acme.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the remembered username is filled in and remember-me is ticked', () => {
  renderLogin('/login', never, { [STORAGE_KEYS.username]: 'viewer@acme.test', [STORAGE_KEYS.rememberMe]: 'true' });
  expect(screen.getByLabelText(/^Username/)).toHaveValue('viewer@acme.test');
  expect(screen.getByLabelText('Remember me')).toBeChecked();
});

test.each([
  ['sessionExpired', 'Your session has expired. Please sign in again.'],
  ['inActive', 'Your account is not active. Contact your administrator.'],
  ['clear', 'Stored data was cleared. Please sign in again.'],
])('/login/status/%s shows its message above the form', async (status, message) => {
  const { store } = renderLogin(`/login/status/${status}`, never);
  expect(screen.getByTestId('login-status')).toHaveTextContent(message);
  expect(screen.getByLabelText(/^Username/)).toBeInTheDocument();
  // 'clear' first empties the cross-tab rotation log (asynchronous), then ends as signed out.
  await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
  expect(screen.getByTestId('login-status')).toHaveTextContent(message);
});

test('the status gives way to the outcome of a sign-in attempt: one message at a time', async () => {
  renderLogin('/login/status/sessionExpired', async () => ({
    status: 400,
    body: { error: 'invalid_grant', error_description: 'Invalid username or password' },
  }));
  expect(screen.getByTestId('login-status')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Username/), 'creator@acme.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(screen.queryByTestId('login-status')).not.toBeInTheDocument();
});

test('a complete /login link fills in the form and signs in with its customer id', async () => {
  const { transport, store } = renderLogin('/login/1/multi%40acme.test/Demo-2026!/102', async () => ({
    status: 200,
    body: makeTokens({ customerId: 102 }),
  }));
  await waitFor(() => expect(transport.requests.some((r) => r.path === API_PATHS.token)).toBe(true));
  expect(transport.requests[0]?.form).toMatchObject({
    grant_type: 'password',
    username: 'multi@acme.test',
    password: 'Demo-2026!',
    customerId: '102',
  });
  await waitFor(() => expect(store.getState().session.status).toBe('active'));
});

test('an incomplete /login link only pre-fills', () => {
  const { transport } = renderLogin('/login/1/viewer%40acme.test', never);
  expect(screen.getByLabelText(/^Username/)).toHaveValue('viewer@acme.test');
  expect(transport.requests).toHaveLength(0);
});

test('when the server asks for a captcha the check appears and sign-in waits for it', async () => {
  renderLogin('/login', async () => ({ status: 400, body: { error: 'invalid_request', error_description: 'Captcha required' } }));
  expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Username/), 'creator@acme.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please complete the check below, then sign in again.');
  const check = screen.getByTestId('captcha');
  expect(check.querySelector('altcha-widget')).toHaveAttribute('challengeurl', '/captcha/challenge');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
});

test('back from single sign-on without a session, the reason is shown', () => {
  renderLogin('/login?ssoError=unverified', never);
  expect(screen.getByTestId('sso-error')).toHaveTextContent('did not confirm your email address');
});

test('back from single sign-on with a code, the page exchanges it and cleans the address', async () => {
  const { transport, store } = renderLogin('/login#sso=' + 'S'.repeat(43), never);
  await waitFor(() =>
    expect(transport.requests[0]?.form).toEqual({ grant_type: 'authorization_code', code: 'S'.repeat(43), client_id: 'takeflow-web' }),
  );
  expect(store.getState().session.status).toBe('authenticating');
});

test('offers the configured identity providers and a way back from a forgotten password', () => {
  renderLogin('/login', never);
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
  expect(screen.getByLabelText('Language')).toHaveValue('en');
});
