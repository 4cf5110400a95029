import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { LoginPage } from './LoginPage';

test('the login page shows its title from the English strings', () => {
  renderWithProviders(<LoginPage />);
  expect(screen.getByRole('heading', { name: 'Sign in to Takeflow' })).toBeInTheDocument();
});
