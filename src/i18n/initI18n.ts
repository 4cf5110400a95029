import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../config/constants';
import { fetchBackend } from './fetchBackend';
import { initialLanguage, markDocumentLanguage } from './language';

function readLocalStorage(key: string): string | null {
  return window.localStorage.getItem(key);
}

/**
 * Strings are served from /assets/i18n/{lang}.json (§7), built from src/features/<feature>/locales.
 * The language chosen on /login or in the profile menu is remembered in local storage; a first
 * visit follows the browser's languages among en, fr and es; English is the default.
 */
export async function initI18n(headers: Record<string, string>): Promise<void> {
  i18next.on('languageChanged', markDocumentLanguage);
  await i18next
    .use(fetchBackend((language) => `/assets/i18n/${language}.json`, headers))
    .use(initReactI18next)
    .init({
      lng: initialLanguage(readLocalStorage, navigator.languages ?? [navigator.language]),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
    });
}
