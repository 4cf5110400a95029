import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../../../contract/media';

/** Asks before an object is deleted: the store keeps no copy. */
export function ConfirmDeleteDialog({
  item,
  onCancel,
  onConfirm,
}: {
  item: MediaItem | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={item !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t('create.media.confirmDeleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('create.media.confirmDeleteBody', { name: item?.name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('create.media.keep')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {t('create.media.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
