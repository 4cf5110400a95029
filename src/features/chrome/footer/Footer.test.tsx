import { screen } from '@testing-library/react';
import { fakeClock, fakeDeps } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the copyright year, the version and the terms and privacy links (§2)', () => {
    const { deps } = fakeDeps({
      clock: fakeClock(Date.UTC(2027, 5, 1)),
      appVersion: '1.0.1',
      config: { ...fakeDeps().deps.config, termsUrl: 'https://takeflow.test/terms', privacyUrl: 'https://takeflow.test/privacy' },
    });
    renderWithProviders(<Footer />, { deps });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2027 Takeflow. All rights reserved.');
    expect(footer).toHaveTextContent('Version 1.0.1');
    for (const [name, href] of [
      ['Terms of use (opens in a new tab)', 'https://takeflow.test/terms'],
      ['Privacy policy (opens in a new tab)', 'https://takeflow.test/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
