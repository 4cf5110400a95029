import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../../../config/paths';
import { programQueries } from '../queries';
import { Builder } from './Builder';

/** Create › Programs › a program: opens it in the builder, or says it cannot be opened. */
export function BuilderPage({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const valid = Number.isSafeInteger(programId) && programId > 0;
  const editor = programQueries.useGetProgramEditorQuery({ programId }, { skip: !valid, refetchOnMountOrArgChange: true });
  const { refetch } = editor;
  const reload = useCallback(async () => (await refetch()).data ?? null, [refetch]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1400 }}>
      <Button component={RouterLink} to={PATHS.myProgramsList} variant="text" sx={{ mb: 1, ml: -1 }}>
        {t('create.builder.back')}
      </Button>
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('create.builder.heading')}
      </Typography>
      {!valid || editor.isError ? (
        <Typography role="status">{t('create.builder.unavailable')}</Typography>
      ) : editor.data === undefined ? (
        <Typography role="status">{t('create.builder.loading')}</Typography>
      ) : editor.data.status !== 'draft' ? (
        <Typography role="status">{t('create.builder.notDraft')}</Typography>
      ) : (
        <Builder editor={editor.data} reload={reload} />
      )}
    </Box>
  );
}
