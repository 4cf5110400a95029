import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../api/query';
import { EarlierReviews } from './EarlierReviews';
import { PublishTargetsField, targetsOf, type TargetOption } from './PublishTargetsField';
import { publishingQueries } from './queries';

/**
 * The author submits a draft with a video for approval, proposing where it goes; the approver
 * decides. A resubmission shows what earlier rounds' approvers said.
 */
export function SubmitProgramDialog(props: { programId: number; title: string; onClose: () => void }) {
  const { programId, title, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const [proposal, setProposal] = useState<TargetOption[]>([]);
  const [submit, submitting] = publishingQueries.useSubmitProgramMutation();
  const failure = submitting.error as ApiFailure | undefined;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await submit({ programId, proposal: targetsOf(proposal) });
    if ('data' in answer) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id={titleId}>{t('publishing.submit.title', { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('publishing.submit.body')}</DialogContentText>
          <PublishTargetsField label={t('publishing.submit.proposal')} value={proposal} onChange={setProposal} />
          <EarlierReviews programId={programId} />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure.errorMessage ?? t('publishing.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('publishing.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting.isLoading}>
            {t('publishing.submit.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
