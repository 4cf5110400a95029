import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_COMMENT_LENGTH, type PublishTargets, type ReviewDecision } from '../../../../contract';
import { DecideProgramRequestSchema, type DecideProgramRequest } from '../../../../contract/schemas/tasks';
import { useServiceForm } from '../../../ui/form';
import { PublishTargetsField, optionsOf, publishingQueries, targetsOf, type TargetOption } from '../publishing';

/**
 * Confirms a review decision with a comment the program's author reads. A rejection must say why
 * (the server refuses one without a comment); an approval's comment is optional. Approving
 * publishes: to the channels and people chosen here, pre-filled with the author's proposal.
 */
export function ReviewDialog(props: {
  title: string;
  programId: number;
  decision: ReviewDecision;
  onCancel: () => void;
  onConfirm: (comment: string, publishTo?: PublishTargets) => void;
}) {
  const { title, programId, decision, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const approving = decision === 'approved';
  const publication = publishingQueries.useGetProgramPublicationQuery({ programId }, { skip: !approving });
  const [targets, setTargets] = useState<TargetOption[] | null>(null);
  const proposal = publication.data?.proposal;
  useEffect(() => {
    if (proposal !== undefined) setTargets((chosen) => chosen ?? optionsOf(proposal));
  }, [proposal]);
  const { field, submit } = useServiceForm({
    schema: DecideProgramRequestSchema,
    defaultValues: { comment: '' },
    toRequest: ({ comment }: { comment: string }): DecideProgramRequest => ({
      programId,
      decision,
      ...(comment.trim() === '' ? {} : { comment: comment.trim() }),
    }),
    rules: ({ comment }) => ({ comment: decision === 'rejected' && comment.trim() === '' ? 'tasks.review.commentMissing' : undefined }),
  });
  const onSubmit = submit((request) =>
    approving && targets !== null ? onConfirm(request.comment ?? '', targetsOf(targets)) : onConfirm(request.comment ?? ''),
  );

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t(`tasks.review.${decision}.title`, { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(`tasks.review.${decision}.body`)}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t(decision === 'rejected' ? 'tasks.review.commentRequired' : 'tasks.review.commentOptional')}
            required={decision === 'rejected'}
            {...field('comment', t('tasks.review.commentHelp'))}
            slotProps={{ htmlInput: { maxLength: MAX_REVIEW_COMMENT_LENGTH } }}
          />
          {approving && (
            <DialogContentText variant="body2" sx={{ mt: 2, mb: 1 }}>
              {t('publishing.approve.proposed')}
            </DialogContentText>
          )}
          {approving && <PublishTargetsField label={t('publishing.approve.publishTo')} value={targets ?? []} onChange={setTargets} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('tasks.review.cancel')}</Button>
          <Button type="submit" variant="contained" color={decision === 'rejected' ? 'error' : 'primary'}>
            {t(`tasks.review.${decision}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
