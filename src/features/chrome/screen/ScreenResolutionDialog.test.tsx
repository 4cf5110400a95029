import { act, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeScreen } from '../../../testing/fakeChrome';
import { fakeDeps } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ScreenResolutionDialog } from './ScreenResolutionDialog';

describe('ScreenResolutionDialog', () => {
  it('shows below 1280 pixels with Windows and Mac instructions, and closes once the window is wider', async () => {
    const screen = fakeScreen(1200);
    renderWithProviders(<ScreenResolutionDialog />, { deps: fakeDeps({ screen }).deps });
    const dialog = view.getByRole('dialog', { name: 'Screen Resolution Unsupported' });
    expect(dialog).toHaveTextContent('this window is 1200 pixels wide');
    expect(view.getByRole('heading', { name: 'On Windows' })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'On a Mac' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('hold Ctrl and press the minus key');
    expect(dialog).toHaveTextContent('hold Cmd (⌘) and press the minus key');
    act(() => screen.resize(1400));
    await waitFor(() => expect(view.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can be closed, stays closed while the window stays narrow, and comes back when it narrows again', async () => {
    const screen = fakeScreen(1200);
    renderWithProviders(<ScreenResolutionDialog />, { deps: fakeDeps({ screen }).deps });
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => screen.resize(1100));
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => screen.resize(1300));
    act(() => screen.resize(1250));
    expect(await view.findByRole('dialog', { name: 'Screen Resolution Unsupported' })).toBeInTheDocument();
  });

  it('does not show at 1280 pixels and wider', () => {
    renderWithProviders(<ScreenResolutionDialog />, { deps: fakeDeps({ screen: fakeScreen(1280) }).deps });
    expect(view.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
