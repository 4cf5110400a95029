import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ReviewComment } from '../../../../contract';
import { formatTimeRange } from '../../../ui/player/timecode';

/** Where a time lies along the strip, in percent to a thousandth. */
const percent = (seconds: number, duration: number) => Math.round(Math.min(100, Math.max(0, (seconds / duration) * 100)) * 1000) / 1000;

/**
 * The strip under the player: one marker per thread at its time, as wide as its range. A marker
 * is a button: it seeks the video there and highlights its comment.
 */
export function CommentMarkers(props: {
  threads: readonly ReviewComment[];
  duration: number;
  highlighted: number | null;
  onPick: (thread: ReviewComment) => void;
}) {
  const { threads, duration, highlighted, onPick } = props;
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('areas.review.markers')}
      data-testid="comment-markers"
      sx={{ position: 'relative', height: 20, bgcolor: 'action.hover', borderRadius: 1, my: 1 }}
    >
      {duration > 0 &&
        threads.map((thread) => (
          <Box
            key={thread.id}
            component="button"
            type="button"
            data-testid="comment-marker"
            data-at={thread.atSeconds}
            aria-label={t('areas.review.markerLabel', {
              at: formatTimeRange(thread.atSeconds, thread.endSeconds),
              author: thread.author?.name ?? '',
            })}
            aria-pressed={highlighted === thread.id}
            onClick={() => onPick(thread)}
            // Position as a style object (set through the CSSOM, which the Content Security Policy allows).
            style={{
              left: `${percent(thread.atSeconds, duration)}%`,
              ...(thread.endSeconds === null
                ? { marginLeft: -4 }
                : { width: `${Math.round((percent(thread.endSeconds, duration) - percent(thread.atSeconds, duration)) * 1000) / 1000}%` }),
            }}
            sx={{
              position: 'absolute',
              top: 2,
              height: 16,
              width: 8,
              minWidth: 8,
              p: 0,
              border: 0,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: thread.resolvedAt === null ? 'warning.main' : 'success.main',
              outline: highlighted === thread.id ? '2px solid' : 'none',
              outlineColor: 'primary.main',
              opacity: thread.resolvedAt === null ? 1 : 0.6,
            }}
          />
        ))}
    </Box>
  );
}
