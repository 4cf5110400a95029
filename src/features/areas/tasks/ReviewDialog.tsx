import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_COMMENT_LENGTH, type ReviewDecision } from '../../../../contract';

/**
 * Confirms a review decision with a comment the program's author reads. A rejection must say why
 * (the server refuses one without a comment); an approval's comment is optional.
 */
export function ReviewDialog(props: {
  title: string;
  decision: ReviewDecision;
  onCancel: () => void;
  onConfirm: (comment: string) => void;
}) {
  const { title, decision, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const missing = decision === 'rejected' && comment.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onConfirm(comment.trim());
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(`tasks.review.${decision}.title`, { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(`tasks.review.${decision}.body`)}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t(decision === 'rejected' ? 'tasks.review.commentRequired' : 'tasks.review.commentOptional')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            required={decision === 'rejected'}
            error={tried && missing}
            helperText={tried && missing ? t('tasks.review.commentMissing') : t('tasks.review.commentHelp')}
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
