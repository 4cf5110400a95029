import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewComment } from '../../../../contract';
import { CommentThread, type ThreadActions } from './CommentThread';

export type ThreadFilter = 'open' | 'resolved' | 'all';

/** The threads a filter shows, in the order the server gives (by time). */
export function filterThreads(threads: readonly ReviewComment[], filter: ThreadFilter): ReviewComment[] {
  if (filter === 'all') return [...threads];
  return threads.filter((thread) => (thread.resolvedAt === null) === (filter === 'open'));
}

/** The comments beside the player, sorted by time, filtered to open, resolved or all. */
export function CommentList(props: {
  threads: readonly ReviewComment[];
  filter: ThreadFilter;
  onFilter: (filter: ThreadFilter) => void;
  highlighted: number | null;
  actions: ThreadActions;
}) {
  const { threads, filter, onFilter, highlighted, actions } = props;
  const { t } = useTranslation();
  const shown = filterThreads(threads, filter);
  return (
    <Box component="section" aria-label={t('areas.review.comments')}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_event, value: ThreadFilter | null) => value && onFilter(value)}
        aria-label={t('areas.review.filter')}
        sx={{ mb: 1 }}
      >
        {(['open', 'resolved', 'all'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`areas.review.filters.${value}`, { count: filterThreads(threads, value).length })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t(`areas.review.none.${filter}`)}</Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {shown.map((thread) => (
            <CommentThread key={thread.id} thread={thread} highlighted={highlighted === thread.id} actions={actions} />
          ))}
        </Box>
      )}
    </Box>
  );
}
