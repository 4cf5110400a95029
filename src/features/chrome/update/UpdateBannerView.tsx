import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { UpdateStatus } from '../uiSlice';
import { ConfirmUpdateDialog } from './ConfirmUpdateDialog';

interface UpdateBannerViewProps {
  status: UpdateStatus;
  confirming: boolean;
  onReload: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The banner and the unsaved-input question, drawn with MUI once a new version is ready. */
export function UpdateBannerView({ status, confirming, onReload, onCancel, onConfirm }: UpdateBannerViewProps) {
  const { t } = useTranslation();
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
      <ConfirmUpdateDialog open={confirming} onCancel={onCancel} onConfirm={onConfirm} />
    </>
  );
}
