import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../config/constants';

/** Strings are served from /assets/i18n/{lang}.json (SPEC §7), built from src/<feature>/locales. */
export async function initI18n(): Promise<void> {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      interpolation: { escapeValue: false },
    });
}
