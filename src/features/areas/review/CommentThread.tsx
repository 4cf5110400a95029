import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewComment, ReviewReply } from '../../../../contract';
import { formatTimeRange } from '../../../ui/player/timecode';
import { CommentComposer } from './CommentComposer';

/** What a thread may do on the page: seek, reply, edit one's own, resolve or re-open. */
export interface ThreadActions {
  programId: number;
  onSeek: (thread: ReviewComment) => void;
  onReply: (thread: ReviewComment, body: string, mentions: number[]) => Promise<boolean>;
  onEdit: (comment: ReviewReply, body: string, mentions: number[]) => Promise<boolean>;
  onResolve: (thread: ReviewComment, resolved: boolean) => void;
}

function Words({ comment, actions }: { comment: ReviewReply; actions: ThreadActions }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <CommentComposer
        programId={actions.programId}
        label={t('areas.review.editLabel')}
        submitLabel={t('areas.review.save')}
        initial={{ body: comment.body, mentions: comment.mentions }}
        onCancel={() => setEditing(false)}
        onSubmit={async (body, mentions) => {
          const done = await actions.onEdit(comment, body, mentions);
          if (done) setEditing(false);
          return done;
        }}
      />
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {comment.editedAt !== null && (
          <Typography variant="caption" color="text.secondary">
            {t('areas.review.edited')}
          </Typography>
        )}
        {comment.mine && (
          <Button size="small" onClick={() => setEditing(true)} sx={{ minWidth: 0 }}>
            {t('areas.review.edit')}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** One thread: its time (a link that seeks), its writer and words, its replies, a reply box, resolve. */
export function CommentThread({ thread, highlighted, actions }: { thread: ReviewComment; highlighted: boolean; actions: ThreadActions }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const at = formatTimeRange(thread.atSeconds, thread.endSeconds);
  const resolved = thread.resolvedAt !== null;
  return (
    <Box
      component="li"
      data-testid="review-thread"
      data-comment-id={thread.id}
      aria-current={highlighted ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        p: 1.5,
        mb: 1,
        border: 1,
        borderRadius: 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: highlighted ? 'action.selected' : 'background.paper',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Link component="button" type="button" onClick={() => actions.onSeek(thread)} aria-label={t('areas.review.seekTo', { at })}>
          {at}
        </Link>
        <Typography variant="subtitle2" component="span">
          {thread.author?.name ?? t('areas.review.formerMember')}
        </Typography>
        {resolved && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t('areas.review.resolvedBy', { name: thread.resolvedBy?.name ?? '' })}
          />
        )}
      </Stack>
      <Words comment={thread} actions={actions} />
      {thread.replies.length > 0 && (
        <Box component="ul" aria-label={t('areas.review.replies')} sx={{ pl: 2, my: 1, borderLeft: 2, borderColor: 'divider' }}>
          {thread.replies.map((reply) => (
            <Box component="li" key={reply.id} data-testid="review-reply" sx={{ listStyle: 'none', mb: 1 }}>
              <Typography variant="subtitle2" component="p">
                {reply.author?.name ?? t('areas.review.formerMember')}
              </Typography>
              <Words comment={reply} actions={actions} />
            </Box>
          ))}
        </Box>
      )}
      {replying ? (
        <CommentComposer
          programId={actions.programId}
          label={t('areas.review.replyLabel')}
          submitLabel={t('areas.review.sendReply')}
          onCancel={() => setReplying(false)}
          onSubmit={async (body, mentions) => {
            const done = await actions.onReply(thread, body, mentions);
            if (done) setReplying(false);
            return done;
          }}
        />
      ) : (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setReplying(true)}>
            {t('areas.review.reply')}
          </Button>
          <Button size="small" onClick={() => actions.onResolve(thread, !resolved)}>
            {t(resolved ? 'areas.review.reopen' : 'areas.review.resolve')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
