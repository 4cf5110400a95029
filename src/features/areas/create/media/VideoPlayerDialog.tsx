import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../../../contract/media';
import { Player } from '../../../../ui/player';

/** Plays a footage item, or a video among the files, in the app's one player (src/ui/player), behind the signed cookies (§3 preSignedCookie). */
export function VideoPlayerDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{item?.name}</DialogTitle>
      <DialogContent>{item && <Player item={item} label={t('create.media.playerOf', { name: item.name })} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.media.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
