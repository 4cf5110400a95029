import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../config/constants';
import { markDocumentLanguage, storedLanguage } from './language';

function readLocalStorage(key: string): string | null {
  return window.localStorage.getItem(key);
}

/**
 * Strings are served from /assets/i18n/{lang}.json (SPEC §7), built from src/<feature>/locales.
 * The language chosen in the profile menu is remembered in local storage; English is the default.
 */
export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', markDocumentLanguage);
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(readLocalStorage),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      interpolation: { escapeValue: false },
    });
}
