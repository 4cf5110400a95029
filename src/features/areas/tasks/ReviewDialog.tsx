import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_COMMENT_LENGTH, type ReviewDecision } from '../../../../contract';
import { DecideProgramRequestSchema, type DecideProgramRequest } from '../../../../contract/schemas/tasks';
import { useServiceForm } from '../../../ui/form';

/**
 * Confirms a review decision with a comment the program's author reads. A rejection must say why
 * (the server refuses one without a comment); an approval's comment is optional.
 */
export function ReviewDialog(props: {
  title: string;
  programId: number;
  decision: ReviewDecision;
  onCancel: () => void;
  onConfirm: (comment: string) => void;
}) {
  const { title, programId, decision, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  const titleId = useId();
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
  const onSubmit = submit((request) => onConfirm(request.comment ?? ''));

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
