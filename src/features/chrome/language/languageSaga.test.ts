import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n/language';
import { fakeDeps, memoryStorage } from '../../../testing/fakeDeps';
import { languageSelected } from '../events';
import { runWithUi } from '../testing/runWithUi';
import { languageSaga } from './languageSaga';

afterEach(async () => {
  await i18next.changeLanguage('en');
  document.documentElement.lang = 'en';
});

describe('languageSaga', () => {
  it('switches the strings and <html lang>, and remembers the choice', async () => {
    const storage = memoryStorage();
    const { store } = runWithUi(languageSaga, fakeDeps({ storage }).deps);
    store.dispatch(languageSelected({ language: 'fr' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.dump()).toEqual({ [LANGUAGE_STORAGE_KEY]: 'fr' });
    expect(i18next.language).toBe('fr');
    expect(i18next.t('chrome.footer.terms')).toBe('Conditions d’utilisation');
    expect(document.documentElement.lang).toBe('fr');
  });
});
