import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CreateProgramRequestSchema, type CreateProgramRequest } from '../../../../../contract/schemas/programs';
import { failureOf } from '../../../../api/query';
import { PATHS } from '../../../../config/paths';
import { useServiceForm } from '../../../../ui/form';
import { programQueries } from './queries';

interface Values {
  title: string;
  description: string;
}

/** Create › Programs › New program: a title and a description make a draft, which opens in the builder. */
export function NewProgramDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const [createProgram] = programQueries.useCreateProgramMutation();
  const { field, submit, failure, busy } = useServiceForm({
    schema: CreateProgramRequestSchema,
    defaultValues: { title: '', description: '' },
    toRequest: ({ title, description }: Values): CreateProgramRequest => ({
      title: title.trim(),
      ...(description.trim() === '' ? {} : { description: description.trim() }),
    }),
  });
  const onSubmit = submit(async (request) => {
    const answer = await createProgram(request);
    const refused = failureOf(answer.error);
    if (refused !== null || answer.data === undefined) return refused;
    navigate(PATHS.myProgramEdit(answer.data.programId));
    return null;
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('create.builder.new.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('create.builder.new.body')}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField autoFocus fullWidth required label={t('create.builder.fields.title')} sx={{ mb: 2 }} {...field('title')} />
          <TextField fullWidth multiline minRows={3} label={t('create.builder.fields.description')} {...field('description')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('create.builder.new.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('create.builder.new.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
