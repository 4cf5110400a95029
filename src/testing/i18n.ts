import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../config/constants';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleTranslations } = require('../../scripts/i18n-bundle') as {
  bundleTranslations: () => Record<string, Record<string, unknown>>;
};

/** The real translations, loaded synchronously, so tests read the same strings users see. */
export function initTestI18n(language: string = DEFAULT_LANGUAGE) {
  const resources = Object.fromEntries(Object.entries(bundleTranslations()).map(([lang, strings]) => [lang, { translation: strings }]));
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
