import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';
import { initialSessionState } from './sessionSlice';
import { idleWarningTicked } from './sessionMachine';
import { act } from 'react';

function renderDialog(secondsLeft: number | null) {
  return renderWithProviders(<SessionTimeoutDialog />, {
    preloadedState: {
      session: { ...initialSessionState, status: 'active', idleWarning: secondsLeft === null ? null : { secondsLeft } },
    },
  });
}

test('hidden while more than 60 seconds remain', () => {
  renderDialog(null);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('shows the live countdown with "Stay signed in" and "Log Out"', () => {
  const { store } = renderDialog(60);
  const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
  expect(dialog).toHaveTextContent('signed out in 60 seconds');
  act(() => void store.dispatch(idleWarningTicked({ secondsLeft: 1 })));
  expect(dialog).toHaveTextContent('signed out in 1 second.');
  expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
});

test('"Log Out" asks for a logout', async () => {
  const { store } = renderDialog(30);
  await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  expect(store.getState().session.status).not.toBe('active');
});
