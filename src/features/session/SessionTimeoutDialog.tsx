import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { logoutRequested, staySignedInRequested } from './events';
import { selectIdleWarning } from './selectors';

/** §2 session-timeout warning: the last 60 seconds, counted down, in every tab at once. */
export function SessionTimeoutDialog() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const warning = useSelector(selectIdleWarning);
  // Keep the last count while the dialog fades out, so it does not flash an empty number.
  const shown = useRef(0);
  if (warning) shown.current = warning.secondsLeft;

  return (
    <Dialog
      open={warning !== null}
      onClose={() => dispatch(staySignedInRequested())}
      aria-labelledby="session-timeout-title"
      aria-describedby="session-timeout-text"
    >
      <DialogTitle id="session-timeout-title">{t('session.timeout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-timeout-text" aria-live="polite">
          {t('session.timeout.countdown', { count: shown.current })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(logoutRequested())}>{t('session.timeout.signOut')}</Button>
        <Button variant="contained" onClick={() => dispatch(staySignedInRequested())} autoFocus>
          {t('session.timeout.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
