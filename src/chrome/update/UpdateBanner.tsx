import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { updateAccepted } from '../events';
import { selectUpdateStatus } from '../selectors';
import { ConfirmUpdateDialog } from './ConfirmUpdateDialog';
import { trackDirtyForms, type DirtyFormTracker } from './dirtyForms';

/** SPEC §4: when a new version is ready a banner appears; clicking it activates it and reloads. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const status = useSelector(selectUpdateStatus);
  const [confirming, setConfirming] = useState(false);
  const tracker = useRef<DirtyFormTracker | null>(null);

  useEffect(() => {
    tracker.current = trackDirtyForms(document);
    return () => tracker.current?.dispose();
  }, []);

  const accept = () => {
    setConfirming(false);
    dispatch(updateAccepted());
  };
  const onReload = () => (tracker.current?.isDirty() ? setConfirming(true) : accept());

  return (
    <>
      <Snackbar open={status !== 'current'} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert
          severity="info"
          variant="filled"
          role="status"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          action={
            <Button color="inherit" size="small" variant="outlined" onClick={onReload} disabled={status === 'activating'}>
              {status === 'activating' ? t('chrome.update.updating') : t('chrome.update.reload')}
            </Button>
          }
        >
          {t('chrome.update.message')}
        </Alert>
      </Snackbar>
      <ConfirmUpdateDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={accept} />
    </>
  );
}
