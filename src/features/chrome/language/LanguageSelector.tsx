import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { SUPPORTED_LANGUAGES } from '../../../config/constants';
import { isSupportedLanguage } from '../../../i18n/language';
import { languageSelected } from '../events';
import { useCurrentLanguage } from './useCurrentLanguage';

/**
 * The language choice (English, French, Spanish), remembered across visits. A labelled native
 * select, usable anywhere; inside a MUI Menu use LanguageMenuItems, which keeps arrow-key
 * navigation of the menu working.
 */
export function LanguageSelector({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = useCurrentLanguage();
  const id = useId();
  return (
    <FormControl size={size} sx={{ minWidth: 140 }}>
      <InputLabel variant="standard" htmlFor={id}>
        {t('chrome.language.label')}
      </InputLabel>
      <NativeSelect
        id={id}
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
      </NativeSelect>
    </FormControl>
  );
}
