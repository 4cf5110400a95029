import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { SUPPORTED_LANGUAGES } from '../../../config/constants';
import { isSupportedLanguage } from '../../../i18n/language';
import { languageSelected } from '../events';
import { useCurrentLanguage } from './useCurrentLanguage';

/** The language choice for the pages without MUI (/login and its neighbours); remembered like the menu's. */
export function PlainLanguageSelect() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = useCurrentLanguage();
  const id = useId();
  return (
    <div className="tf-language">
      <label htmlFor={id}>{t('chrome.language.label')}</label>
      <select
        id={id}
        className="tf-field__input tf-language__select"
        value={language}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) dispatch(languageSelected({ language: event.target.value }));
        }}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`chrome.language.names.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
