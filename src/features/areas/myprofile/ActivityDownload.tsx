import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityCsv } from './activityCsv';
import { myProfileQueries } from './queries';

const ACTIVITY_FILE_NAME = 'sign-in-activity.csv';

/** Offers a file to the browser, as a download link would. */
function saveFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** §2 Download Reports: the user's own sign-in activity with the client details of §3, as CSV. */
export function ActivityDownload() {
  const { t } = useTranslation();
  // Read afresh on each click: the report is of now.
  const [readActivity] = myProfileQueries.useLazyGetSignInActivityQuery();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);

  const download = async () => {
    setBusy(true);
    try {
      const answer = await readActivity();
      if (answer.data === undefined) return;
      const rows = answer.data.activity;
      const column = (key: string) => t(`myprofile.report.columns.${key}`);
      const csv = activityCsv(rows, {
        at: column('at'),
        organisation: column('organisation'),
        browserName: column('browserName'),
        browserVersion: column('browserVersion'),
        operatingSystem: column('operatingSystem'),
        latitude: column('latitude'),
        longitude: column('longitude'),
      });
      saveFile(ACTIVITY_FILE_NAME, csv, 'text/csv;charset=utf-8');
      setSaved(rows.length);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('myprofile.report.activityTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('myprofile.report.activityIntro')}
      </Typography>
      <Button variant="contained" onClick={download} disabled={busy}>
        {t('myprofile.report.download')}
      </Button>
      {saved !== null && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('myprofile.report.downloaded', { count: saved })}
        </Alert>
      )}
    </Box>
  );
}
