import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProgramReview, ReviewComment } from '../../../../contract';
import { Player } from '../../../ui/player';
import { formatTimecode } from '../../../ui/player/timecode';
import { CommentComposer } from './CommentComposer';
import { CommentList, type ThreadFilter } from './CommentList';
import { CommentMarkers } from './CommentMarkers';
import type { ThreadActions } from './CommentThread';
import { reviewQueries } from './queries';
import { useVideoClock } from './useVideoClock';

const OWN_VIDEO = 'own';

/**
 * A program's review at a timecode (§2 Tasks, Approvals): the version plays in the one player,
 * its comment threads beside it by time, a marker per thread under it; a comment takes the
 * player's time (and a range end with "Mark out"). Earlier versions keep their own comments.
 */
export function ReviewPage(props: {
  programId: number;
  back: { to: string; labelKey: string };
  decide?: (review: ProgramReview) => ReactNode;
}) {
  const { programId, back, decide } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const review = reviewQueries.useGetProgramReviewQuery({ programId });
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const version = chosen === undefined ? (review.data?.currentVersion ?? null) : chosen;
  const comments = reviewQueries.useListReviewCommentsQuery({ programId, version }, { skip: review.data === undefined });
  const [addComment] = reviewQueries.useAddReviewCommentMutation();
  const [editComment] = reviewQueries.useEditReviewCommentMutation();
  const [setResolved] = reviewQueries.useSetReviewCommentResolvedMutation();
  const clock = useVideoClock();
  const [markOut, setMarkOut] = useState<number | null>(null);
  const [filter, setFilter] = useState<ThreadFilter>('open');
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  if (review.isError) return <Alert severity="error">{t('areas.review.notFound')}</Alert>;
  if (review.data === undefined) return <CircularProgress aria-label={t('areas.review.loading')} />;
  const data = review.data;
  const round = data.versions.find((v) => v.number === version) ?? data.versions[0];
  const threads = comments.data?.threads ?? [];
  const duration = clock.duration || round?.durationSeconds || Math.max(0, ...threads.map((c) => c.endSeconds ?? c.atSeconds + 1));

  const done = async (write: Promise<unknown>) => {
    try {
      await write;
      setFailed(false);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };
  const pick = (thread: ReviewComment) => {
    clock.seek(thread.atSeconds);
    setHighlighted(thread.id);
    if (thread.resolvedAt !== null && filter === 'open') setFilter('all');
  };
  const actions: ThreadActions = {
    programId,
    onSeek: pick,
    onReply: (thread, body, mentions) => done(addComment({ programId, version, body, parentId: thread.id, mentions }).unwrap()),
    onEdit: (comment, body, mentions) => done(editComment({ commentId: comment.id, body, mentions }).unwrap()),
    onResolve: (thread, resolved) => void done(setResolved({ commentId: thread.id, resolved }).unwrap()),
  };
  const at = clock.time;
  const end = markOut !== null && markOut > at ? markOut : null;
  const versionLabel = (n: number | null) =>
    n === null ? t('areas.review.ownVideo') : t(n === data.currentVersion ? 'areas.review.versionCurrent' : 'areas.review.version', { n });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1400 }}>
      <Button component={RouterLink} to={back.to} size="small" sx={{ mb: 1 }}>
        {t(back.labelKey)}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h1" variant="h4">
          {data.title}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`areas.review.status.${data.status}`)} />
        {data.author && <Typography color="text.secondary">{t('areas.review.by', { name: data.author.name })}</Typography>}
      </Stack>
      {data.decision && (
        <Alert severity={data.decision.decision === 'approved' ? 'success' : 'warning'} sx={{ mb: 2 }}>
          {t(`areas.review.decision.${data.decision.decision}`, { reviewer: data.decision.reviewer ?? '' })}
          {data.decision.comment ? ` “${data.decision.comment}”` : ''}
        </Alert>
      )}
      {decide?.(data)}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailed(false)}>
          {t('areas.review.failed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' } }}>
        <Box>
          {data.versions.length > 1 && (
            <TextField
              select
              size="small"
              label={t('areas.review.round')}
              value={version === null ? OWN_VIDEO : String(version)}
              onChange={(event) => {
                setChosen(event.target.value === OWN_VIDEO ? null : Number(event.target.value));
                setHighlighted(null);
                setMarkOut(null);
              }}
              sx={{ mb: 1, minWidth: 220 }}
            >
              {data.versions.map((v) => (
                <MenuItem key={v.number ?? OWN_VIDEO} value={v.number === null ? OWN_VIDEO : String(v.number)}>
                  {versionLabel(v.number)} · {t('areas.review.commentCount', { count: v.comments })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {round?.media ? (
            <Player
              key={round.media.key}
              item={round.media}
              label={t('areas.review.videoOf', { title: data.title })}
              onVideo={clock.onVideo}
            />
          ) : (
            <Alert severity="info" data-testid="review-no-media">
              {t('areas.review.noVideo')}
            </Alert>
          )}
          <CommentMarkers threads={threads} duration={duration} highlighted={highlighted} onPick={pick} />
          <CommentComposer
            programId={programId}
            label={t('areas.review.commentLabel')}
            submitLabel={
              end === null
                ? t('areas.review.commentAt', { at: formatTimecode(at) })
                : t('areas.review.commentRange', { at: formatTimecode(at), end: formatTimecode(end) })
            }
            extra={
              <>
                <Button size="small" variant="outlined" onClick={() => setMarkOut(clock.time)}>
                  {t('areas.review.markOut')}
                </Button>
                {end !== null && (
                  <Chip size="small" label={t('areas.review.outAt', { end: formatTimecode(end) })} onDelete={() => setMarkOut(null)} />
                )}
              </>
            }
            onSubmit={async (body, mentions) => {
              const ok = await done(
                addComment({ programId, version, body, atSeconds: at, ...(end === null ? {} : { endSeconds: end }), mentions }).unwrap(),
              );
              if (ok) setMarkOut(null);
              return ok;
            }}
          />
        </Box>
        <CommentList threads={threads} filter={filter} onFilter={setFilter} highlighted={highlighted} actions={actions} />
      </Box>
    </Box>
  );
}
