import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../../../../contract/media';
import { Player, playsAsUploaded } from '../../../../../ui/player';
import { mediaQueries } from '../../media/queries';
import { footageArgs, imageArgs } from './useMediaIndex';
import { formatTimecode } from './timecode';

export type PickerKind = 'footage' | 'image';

/** A clip can join the sequence once its length is known and it plays. */
const pickable = (item: MediaItem, kind: PickerKind) =>
  kind === 'image'
    ? item.processing.state !== 'failed'
    : item.durationSeconds !== null && item.durationSeconds > 0 && (item.streamUrl !== null || playsAsUploaded(item));

/** Picks a Footage clip or a Files image, with a search and a preview of the one chosen. */
export function MediaPickerDialog({ kind, onPick, onClose }: { kind: PickerKind; onPick: (item: MediaItem) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const args = { ...(kind === 'footage' ? footageArgs : imageArgs), ...(search.trim() === '' ? {} : { search: search.trim() }) };
  const footage = mediaQueries.useListFootageQuery(args, { skip: kind !== 'footage' });
  const images = mediaQueries.useListFilesQuery(args, { skip: kind !== 'image' });
  const list = kind === 'footage' ? footage : images;
  const items = (list.data?.items ?? []).filter((item) => pickable(item, kind));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t(`create.builder.picker.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={t('create.builder.picker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ my: 1 }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' }, gap: 2 }}>
          <List
            aria-label={t(`create.builder.picker.${kind}.list`)}
            sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {items.length === 0 && (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {list.isFetching ? t('create.builder.picker.loading') : t(`create.builder.picker.${kind}.empty`)}
              </Typography>
            )}
            {items.map((item) => (
              <ListItemButton
                key={item.key}
                selected={chosen?.key === item.key}
                onClick={() => setChosen(item)}
                aria-pressed={chosen?.key === item.key}
              >
                {item.thumbnailUrl && (
                  <Box
                    component="img"
                    src={item.thumbnailUrl}
                    alt=""
                    sx={{ width: 64, height: 36, objectFit: 'cover', mr: 1.5, bgcolor: 'common.black' }}
                  />
                )}
                <ListItemText
                  primary={item.name}
                  secondary={item.durationSeconds ? formatTimecode(item.durationSeconds) : item.ownerName}
                />
              </ListItemButton>
            ))}
          </List>
          <Box>
            {chosen === null ? (
              <Typography color="text.secondary">{t('create.builder.picker.choose')}</Typography>
            ) : kind === 'footage' ? (
              <Player key={chosen.key} item={chosen} label={chosen.name} />
            ) : (
              <Box
                component="img"
                src={chosen.url}
                alt={chosen.name}
                sx={{ width: '100%', maxHeight: 320, objectFit: 'contain', bgcolor: 'common.black' }}
              />
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.builder.picker.cancel')}</Button>
        <Button variant="contained" disabled={chosen === null} onClick={() => chosen && onPick(chosen)}>
          {t('create.builder.picker.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
