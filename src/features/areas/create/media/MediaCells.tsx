import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../../../contract/media';
import { FallbackImage } from '../../../../ui/FallbackImage';
import { formatDuration } from './playable';

const THUMBNAIL = { width: 96, height: 54 } as const;

/** The 280 px poster, drawn small; a plain plate until processing has made one. */
export function Thumbnail({ item }: { item: MediaItem }) {
  const plate = <Box sx={{ ...THUMBNAIL, borderRadius: 1, bgcolor: 'action.selected' }} data-testid="thumbnail-placeholder" />;
  return (
    <FallbackImage
      src={item.thumbnailUrl}
      alt=""
      width={THUMBNAIL.width}
      height={THUMBNAIL.height}
      fallback={plate}
      frame={(image) => (
        <Box sx={{ ...THUMBNAIL, borderRadius: 1, overflow: 'hidden', bgcolor: 'common.black' }} data-testid="thumbnail">
          {image}
        </Box>
      )}
    />
  );
}

/** Duration (m:ss or h:mm:ss) and dimensions, each where processing found them. */
export function Details({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const hasSize = item.width !== null && item.height !== null;
  if (item.durationSeconds === null && !hasSize) return <>—</>;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {item.durationSeconds !== null && <Box data-testid="duration">{formatDuration(item.durationSeconds)}</Box>}
      {hasSize && (
        <Typography variant="body2" color="text.secondary">
          {t('create.media.dimensions', { width: item.width, height: item.height })}
        </Typography>
      )}
    </Box>
  );
}

/** Where the worker stands with an item: waiting, a live percentage, or why it was refused. */
export function ProcessingStatus({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const { state, progress, error } = item.processing;
  if (state === 'ready') return null;
  if (state === 'failed') {
    return (
      <Typography variant="body2" color="error" data-testid="processing-failed">
        {t(`create.media.refusal.${error ?? 'failed'}`, { defaultValue: t('create.media.refusal.failed') })}
      </Typography>
    );
  }
  const text = state === 'queued' ? t('create.media.processing.queued') : t('create.media.processing.progress', { progress });
  return (
    <Box sx={{ maxWidth: 220 }} data-testid="processing" data-state={state}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      <LinearProgress
        variant={state === 'queued' ? 'indeterminate' : 'determinate'}
        value={progress}
        aria-label={t('create.media.processing.of', { name: item.name })}
        aria-valuetext={text}
        sx={{ mt: 0.5 }}
      />
    </Box>
  );
}
