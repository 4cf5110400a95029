import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { ReviewDecision, TaskItem } from '../../../../contract';
import { ReviewDialog } from './ReviewDialog';
import { TaskUploadButton } from './TaskUploadButton';
import type { TaskListPage } from './taskLists';
import { selectTaskBusy, taskActionRequested } from './tasksSlice';

/**
 * The action of one row: hand in the item's file (recording tasks, file requests), close the item
 * (deliverables), or (approvals) approve or reject it with a comment.
 */
export function TaskActions({ page, item }: { page: TaskListPage; item: TaskItem }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const busy = useSelector((state: unknown) => selectTaskBusy(state, page.list, item.id));
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);

  if (page.action !== 'review' && page.action.upload) {
    return <TaskUploadButton page={page} item={item} upload={page.action.upload} />;
  }
  if (page.action !== 'review') {
    return (
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-label={t(`tasks.action.${page.list}.named`, { title: item.title })}
        onClick={() => dispatch(taskActionRequested({ list: page.list, id: item.id }))}
      >
        {t(`tasks.action.${page.list}.label`)}
      </Button>
    );
  }
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          aria-label={t('tasks.review.approveNamed', { title: item.title })}
          onClick={() => setDeciding('approved')}
        >
          {t('tasks.review.approve')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy}
          aria-label={t('tasks.review.rejectNamed', { title: item.title })}
          onClick={() => setDeciding('rejected')}
        >
          {t('tasks.review.reject')}
        </Button>
      </Stack>
      {deciding && (
        <ReviewDialog
          title={item.title}
          programId={item.id}
          decision={deciding}
          onCancel={() => setDeciding(null)}
          onConfirm={(comment, publishTo) => {
            setDeciding(null);
            dispatch(taskActionRequested({ list: page.list, id: item.id, decision: deciding, comment, publishTo }));
          }}
        />
      )}
    </>
  );
}
