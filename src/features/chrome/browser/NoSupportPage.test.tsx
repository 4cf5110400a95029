import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BackgroundUploadInfoPage } from './BackgroundUploadInfoPage';
import { NoSupportPage } from './NoSupportPage';

describe('browser notice pages', () => {
  it('explains the unsupported browser and links to the background upload notice and back', async () => {
    renderWithProviders(
      <Routes>
        <Route path={PATHS.noSupport} element={<NoSupportPage />} />
        <Route path={PATHS.backgroundUploadInfo} element={<BackgroundUploadInfoPage />} />
      </Routes>,
      { route: PATHS.noSupport },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your browser is not supported' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('latest version of Google Chrome, Microsoft Edge, Mozilla Firefox or Safari');
    await userEvent.click(screen.getByRole('link', { name: 'About background upload of clips' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Background upload of clips' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the browser notice' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your browser is not supported' })).toBeInTheDocument();
  });
});
