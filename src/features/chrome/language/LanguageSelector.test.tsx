import MenuList from '@mui/material/MenuList';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n/language';
import { fakeDeps, memoryStorage } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Footer } from '../footer/Footer';
import { LanguageMenuItems } from './LanguageMenuItems';
import { LanguageSelector } from './LanguageSelector';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('LanguageSelector', () => {
  it('switches every string at once and remembers the choice', async () => {
    const storage = memoryStorage();
    renderWithProviders(
      <>
        <LanguageSelector />
        <Footer />
      </>,
      { deps: fakeDeps({ storage }).deps },
    );
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(screen.getByRole('link', { name: /^Condiciones de uso/ })).toBeInTheDocument());
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('LanguageMenuItems', () => {
  it('offers the languages as radio items of a menu, the current one checked', async () => {
    const onSelected = jest.fn();
    renderWithProviders(
      <MenuList>
        <LanguageMenuItems onSelected={onSelected} />
      </MenuList>,
    );
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    expect(onSelected).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByText('Langue')).toBeInTheDocument();
  });
});
