import { act, screen } from '@testing-library/react';
import { toastRequested } from '../../api';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Notifier } from './Notifier';
import { selectToasts } from './notificationsSlice';

describe('Notifier', () => {
  it('renders nothing until a toast is asked for', () => {
    const { container } = renderWithProviders(<Notifier />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the toaster on the first toast and shows it, then each later one', async () => {
    const { store } = renderWithProviders(<Notifier />);
    act(() => {
      store.dispatch(toastRequested({ message: 'Organisation is locked', variant: 'error' }));
    });
    expect(await screen.findByText('Organisation is locked')).toBeInTheDocument();
    expect(selectToasts(store.getState())).toEqual([]);
    act(() => {
      store.dispatch(toastRequested({ message: 'Second notice' }));
    });
    expect(await screen.findByText('Second notice')).toBeInTheDocument();
  });
});
