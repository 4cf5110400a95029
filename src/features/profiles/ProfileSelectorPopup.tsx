import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { PROFILE_POPUP_HEIGHT, PROFILE_POPUP_WIDTH } from '../../config/constants';
import { profileSelectorClosed } from './events';
import { ProfilePicker } from './ProfilePicker';
import { selectIsProfileSelectorShown } from './selectors';

/** The customer-profile selector popup, 400 by 768 (§2, §9), opened by the sidebar logo. */
export function ProfileSelectorPopup() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const open = useSelector(selectIsProfileSelectorShown);
  const titleId = useId();
  const close = () => dispatch(profileSelectorClosed());
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: { width: PROFILE_POPUP_WIDTH, height: PROFILE_POPUP_HEIGHT, maxHeight: 'calc(100% - 32px)', m: 2 },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('profiles.selector.title')}
      </DialogTitle>
      <IconButton aria-label={t('profiles.selector.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <SvgIcon fontSize="small">
          <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </SvgIcon>
      </IconButton>
      {open && <ProfilePicker />}
    </Dialog>
  );
}
