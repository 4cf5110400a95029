import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { SUPPORTED_LANGUAGES, type Language } from '../../../config/constants';
import { languageSelected } from '../events';
import { useCurrentLanguage } from './useCurrentLanguage';

interface Props {
  /** Called after a choice, e.g. to close the menu. */
  onSelected?: (language: Language) => void;
  /** Set by MUI MenuList on its first item; forwarded to the first language. */
  tabIndex?: number;
  autoFocus?: boolean;
}

/** The language choice as radio items of a MUI Menu (the profile / sign-out menu, §2). */
export function LanguageMenuItems({ onSelected, tabIndex, autoFocus }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const current = useCurrentLanguage();
  return (
    <>
      <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>
        {t('chrome.language.label')}
      </ListSubheader>
      {SUPPORTED_LANGUAGES.map((code, index) => (
        <MenuItem
          key={code}
          role="menuitemradio"
          aria-checked={code === current}
          selected={code === current}
          lang={code}
          dense
          tabIndex={index === 0 ? tabIndex : -1}
          autoFocus={index === 0 ? autoFocus : false}
          onClick={() => {
            dispatch(languageSelected({ language: code }));
            onSelected?.(code);
          }}
        >
          {t(`chrome.language.names.${code}`)}
        </MenuItem>
      ))}
    </>
  );
}
