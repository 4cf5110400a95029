import { fireEvent, screen } from '@testing-library/react';
import { API_PATHS } from '../../../../../contract/config';
import { PATHS } from '../../../../config/paths';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import EmailLayoutsPage from './EmailLayoutsPage';
import { envelope, LAYOUTS, MARKUP, OUTBOX, refusal, supportDeps } from './emailLayoutsFixtures';

/** The page in the app's real store, signed in as support with the given permissions. */
function renderPage(permissions: string[], answers: Record<string, ReturnType<typeof envelope>[]>) {
  const { deps, transport } = supportDeps(permissions, (request) => answers[request.path]?.shift());
  renderWithProviders(<EmailLayoutsPage />, { deps, route: PATHS.superAdminEmailLayouts });
  return { transport };
}

const emailCalls = (transport: ReturnType<typeof renderPage>['transport']) =>
  transport.requests.map((request) => request.path).filter((path) => path.includes('/email/'));

test('previews each template per language as text; a refused read offers Try again', async () => {
  const { transport } = renderPage(['emailLayout.manage'], {
    [API_PATHS.getEmailLayouts]: [refusal('Not now'), envelope(LAYOUTS)],
  });
  expect(await screen.findByText('Not now')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Reset your Takeflow password')).toBeInTheDocument();
  expect(emailCalls(transport)).toEqual([API_PATHS.getEmailLayouts, API_PATHS.getEmailLayouts]);

  const text = screen.getByTestId('email-text');
  expect(text.textContent).toContain(MARKUP);
  expect(text.querySelector('img, b')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Français' }));
  expect(screen.getByTestId('email-subject').textContent).toBe('Réinitialisez votre mot de passe Takeflow');
  expect(screen.getByTestId('email-subject').getAttribute('lang')).toBe('fr');
  expect(screen.queryByRole('tab', { name: 'Outbox' })).toBeNull();
});

test('with emailOutbox.read, the Outbox tab lists the kept messages', async () => {
  const { transport } = renderPage(['emailLayout.manage', 'emailOutbox.read'], {
    [API_PATHS.getEmailLayouts]: [envelope(LAYOUTS)],
    [API_PATHS.getEmailOutbox]: [envelope(OUTBOX)],
  });
  fireEvent.click(await screen.findByRole('tab', { name: 'Outbox' }));
  expect(await screen.findByText('1 message, newest first.')).toBeInTheDocument();
  expect(screen.getByTestId('outbox-message').textContent).toContain('creator@acme.test');
  expect(emailCalls(transport)).toEqual([API_PATHS.getEmailLayouts, API_PATHS.getEmailOutbox]);
});
