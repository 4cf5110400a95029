import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../../../contract/media';

/**
 * Plays a footage object from the CDN path: the browser sends the signed cookies with each
 * request and seeks through byte ranges (§3 preSignedCookie).
 */
export function VideoPlayerDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{item?.name}</DialogTitle>
      <DialogContent>
        {item && (
          <video
            src={item.url}
            controls
            preload="metadata"
            style={{ width: '100%', maxHeight: '60vh', background: '#000' }}
            aria-label={t('create.media.playerOf', { name: item.name })}
            data-testid="footage-player"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.media.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
