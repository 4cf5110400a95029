import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../PageHeading';
import { ActiveSignIns } from './ActiveSignIns';
import { ActivityDownload } from './ActivityDownload';

/** §2 Personal profile › Download Reports. */
export function ReportPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 840 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('myprofile.report.intro')}
      </Typography>
      <ActivityDownload />
      <ActiveSignIns />
    </Box>
  );
}
