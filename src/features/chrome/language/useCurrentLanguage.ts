import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../../config/constants';
import { isSupportedLanguage } from '../../../i18n/language';

/** The language the strings are shown in now (re-renders when it changes). */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(current) ? current : DEFAULT_LANGUAGE;
}
