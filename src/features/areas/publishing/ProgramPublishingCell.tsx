import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProgramItem } from '../../../../contract';
import { PublicationSummary } from './PublicationSummary';
import { SubmitProgramDialog } from './SubmitProgramDialog';

/** My Programs' publishing column: submit a draft that has a video, or see where a published one went. */
export function ProgramPublishingCell({ program }: { program: MyProgramItem }) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  if (program.status === 'published' || program.status === 'unpublished') {
    return <PublicationSummary programId={program.id} title={program.title} />;
  }
  if (program.status === 'pending_approval') {
    return <Typography variant="body2">{t('publishing.awaiting')}</Typography>;
  }
  if (program.video === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('publishing.needsVideo')}
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t('publishing.submit.named', { title: program.title })}
        onClick={() => setSubmitting(true)}
      >
        {t('publishing.submit.label')}
      </Button>
      {submitting && <SubmitProgramDialog programId={program.id} title={program.title} onClose={() => setSubmitting(false)} />}
    </>
  );
}
