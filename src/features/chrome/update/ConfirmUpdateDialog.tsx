import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

const TITLE_ID = 'confirm-update-title';
const BODY_ID = 'confirm-update-body';

/** Asks before an update reloads over a form with unsaved input. */
export function ConfirmUpdateDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={TITLE_ID} aria-describedby={BODY_ID}>
      <DialogTitle id={TITLE_ID}>{t('chrome.update.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={BODY_ID}>{t('chrome.update.confirmBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('chrome.update.keepEditing')}
        </Button>
        <Button onClick={onConfirm} variant="contained">
          {t('chrome.update.reloadNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
