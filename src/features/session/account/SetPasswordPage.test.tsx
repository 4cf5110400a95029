import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API_PATHS } from '../../../../contract/config';
import { fakeDeps, fakeTransport } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SetPasswordPage } from './SetPasswordPage';

jest.setTimeout(20_000);

const TOKEN = 'T'.repeat(43);
const details = { purpose: 'invitation', username: 'dana@acme.test', organisation: 'Acme Media', ssoRequired: false, passwordRule: 'rule' };

function renderPage(answers: Record<string, { status: number; body: unknown }>) {
  const transport = fakeTransport(async (request) => answers[request.path] ?? { status: 404, body: null });
  const { deps } = fakeDeps({ transport });
  const route = `/setpassword#token=${TOKEN}`;
  deps.navigate(route);
  renderWithProviders(
    <Routes>
      <Route path="/setpassword" element={<SetPasswordPage />} />
    </Routes>,
    { deps, route },
  );
  return transport;
}

const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });

test('an invitation link asks for the first password and sends it once with the token', async () => {
  const transport = renderPage({ [API_PATHS.checkAccountLink]: ok(details), [API_PATHS.setPassword]: ok(null) });
  await screen.findByText('You were invited to Acme Media. Choose your password to finish.');
  expect(screen.getByRole('heading', { name: 'Welcome to Takeflow' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^New password/), 'First-Password-2026');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'First-Password-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  await screen.findByTestId('password-set');
  const sent = transport.requests.find((request) => request.path === API_PATHS.setPassword);
  expect(sent?.json).toEqual({ clientRequest: { token: TOKEN, password: 'First-Password-2026', language: 'en' } });
});

test('a used or expired link shows the server’s words and no form', async () => {
  renderPage({
    [API_PATHS.checkAccountLink]: {
      status: 400,
      body: { status: 'Error', clientResponse: null, errorMessage: 'This link has expired or was already used. Ask for a new one.' },
    },
  });
  await screen.findByText('This link has expired or was already used. Ask for a new one.');
  await waitFor(() => expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument());
});

test('an organisation that requires single sign-on gets no password form', async () => {
  renderPage({ [API_PATHS.checkAccountLink]: ok({ ...details, ssoRequired: true }) });
  await screen.findByText('Your organisation signs in with single sign-on; no password is needed.');
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
});

test('an invitation to join with an existing account asks only for consent, and sends the token once', async () => {
  const transport = renderPage({
    [API_PATHS.checkAccountLink]: ok({ ...details, purpose: 'join', username: 'gina@globex.test' }),
    [API_PATHS.joinWithLink]: ok({ organisationId: 1 }),
  });
  await screen.findByText(/You were invited to join Acme Media with your account gina@globex.test/);
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Join Acme Media' }));
  expect(await screen.findByTestId('password-set')).toHaveTextContent('You joined Acme Media.');
  const sent = transport.requests.filter((request) => request.path === API_PATHS.joinWithLink);
  expect(sent.map((request) => request.json)).toEqual([{ clientRequest: { token: TOKEN } }]);
  expect(transport.requests.some((request) => request.path === API_PATHS.setPassword)).toBe(false);
});

test('a password the server refuses is worded from its field code, not its English message', async () => {
  renderPage({
    [API_PATHS.checkAccountLink]: ok(details),
    [API_PATHS.setPassword]: {
      status: 400,
      body: {
        status: 'Error',
        clientResponse: null,
        errorMessage: 'server wording',
        code: 'validation',
        fields: [{ field: 'password', code: 'password_policy' }],
      },
    },
  });
  await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The password must have at least 10 characters, a letter and a digit or symbol, and differ from your username.',
  );
  expect(screen.queryByText('server wording')).toBeNull();
});
