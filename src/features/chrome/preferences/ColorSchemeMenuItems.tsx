import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { COLOR_PREFERENCES } from '../../../ui';
import { colorSchemeSelected } from '../events';
import { selectColorPreference } from '../selectors';

/** The colour-scheme choice as radio items of the profile menu: system, light, dark. */
export function ColorSchemeMenuItems({ onSelected }: { onSelected?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const current = useSelector(selectColorPreference);
  return (
    <>
      <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>
        {t('chrome.colorScheme.label')}
      </ListSubheader>
      {COLOR_PREFERENCES.map((preference) => (
        <MenuItem
          key={preference}
          role="menuitemradio"
          aria-checked={preference === current}
          selected={preference === current}
          dense
          tabIndex={-1}
          onClick={() => {
            dispatch(colorSchemeSelected({ preference }));
            onSelected?.();
          }}
        >
          {t(`chrome.colorScheme.${preference}`)}
        </MenuItem>
      ))}
    </>
  );
}
