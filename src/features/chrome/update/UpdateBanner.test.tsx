import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState } from '../uiSlice';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UpdateBanner } from './UpdateBanner';

const ready = { ui: { ...initialUiState, update: 'ready' as const } };

describe('UpdateBanner', () => {
  it('stays hidden while the version is current', () => {
    renderWithProviders(<UpdateBanner />);
    expect(screen.queryByText('A new version of Takeflow is available.')).not.toBeInTheDocument();
  });

  it('announces a ready version and activates it on click', async () => {
    const { store } = renderWithProviders(<UpdateBanner />, { preloadedState: ready });
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('A new version of Takeflow is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(store.getState().ui.update).toBe('activating');
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  });

  it('asks first when a form holds unsaved input, and keeps it on cancel', async () => {
    const { store } = renderWithProviders(
      <>
        <form>
          <label>
            Title <input />
          </label>
        </form>
        <UpdateBanner />
      </>,
      { preloadedState: ready },
    );
    await userEvent.type(screen.getByLabelText('Title'), 'half typed');
    await userEvent.click(await screen.findByRole('button', { name: 'Reload to update' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toBeInTheDocument();
    expect(store.getState().ui.update).toBe('ready');
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(store.getState().ui.update).toBe('ready');
    expect(screen.getByLabelText('Title')).toHaveValue('half typed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update and reload' }));
    expect(store.getState().ui.update).toBe('activating');
  });
});
