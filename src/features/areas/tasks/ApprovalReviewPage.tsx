import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ProgramReview, ReviewDecision } from '../../../../contract';
import { PATHS } from '../../../config/paths';
import { ReviewPage } from '../review';
import { ReviewDialog } from './ReviewDialog';
import { taskActionRequested } from './tasksSlice';
import { useTasksState } from './useTasksState';

/** Approve or reject from the review, through the same dialog and call as the approvals list. */
function Decide({ review }: { review: ProgramReview }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  if (!review.mayDecide) return null;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setDeciding('approved')}>
          {t('areas.review.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeciding('rejected')}>
          {t('areas.review.reject')}
        </Button>
      </Stack>
      {deciding && (
        <ReviewDialog
          title={review.title}
          programId={review.programId}
          decision={deciding}
          onCancel={() => setDeciding(null)}
          onConfirm={(comment) => {
            setDeciding(null);
            // The tasks saga calls decideProgramApproval and invalidates Tasks, which this review reads too.
            dispatch(taskActionRequested({ list: 'approvals', id: review.programId, decision: deciding, comment }));
          }}
        />
      )}
    </>
  );
}

/** Tasks › Approvals › a program's review: comment at a timecode, then approve or reject. */
export function ApprovalReviewPage({ programId }: { programId: number }) {
  useTasksState();
  return (
    <ReviewPage
      programId={programId}
      back={{ to: PATHS.tasksApprovals, labelKey: 'areas.review.backToApprovals' }}
      decide={(review) => <Decide review={review} />}
    />
  );
}
