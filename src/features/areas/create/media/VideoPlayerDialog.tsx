import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { CaptionTrack, MediaItem } from '../../../../../contract/media';
import { Player } from '../../../../ui/player';
import { CaptionEditor } from './captions/CaptionEditor';
import { mediaQueries } from './queries';

/** The player, and for its uploader or a content manager the captions editor under it; edited captions show at once. */
function PlayerWithCaptions({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState<{ tracks: CaptionTrack[]; shown: string | undefined } | null>(null);
  // One object per edit: the player builds its video again only when the tracks change.
  const shown = useMemo(() => (edited === null ? item : { ...item, captions: edited.tracks }), [item, edited]);
  return (
    <>
      <Player item={shown} label={t('create.media.playerOf', { name: item.name })} showCaptions={edited?.shown} />
      {item.canDelete && !editing && (
        <Button sx={{ mt: 1 }} onClick={() => setEditing(true)} aria-label={t('create.media.captions.editOf', { name: item.name })}>
          {t('create.media.captions.edit')}
        </Button>
      )}
      {editing && (
        <CaptionEditor
          item={shown}
          onClose={() => setEditing(false)}
          onSaved={(tracks, language) => {
            setEdited({ tracks, shown: language });
            // The lists read the item again, with its new tracks.
            dispatch(mediaQueries.util.invalidateTags(['Media']));
          }}
        />
      )}
    </>
  );
}

/** Plays a footage item, or a video among the files, in the app's one player (src/ui/player), behind the signed cookies (§3 preSignedCookie). */
export function VideoPlayerDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{item?.name}</DialogTitle>
      <DialogContent>{item && <PlayerWithCaptions key={item.key} item={item} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.media.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
