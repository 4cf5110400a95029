import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { ReadEntry } from './emailLayoutsSlice';

/** Until a read is ready: a progress ring, or after a failure the reason and Try again. */
export function ReadState({ entry, reload }: { entry: ReadEntry<unknown>; reload: () => void }) {
  const { t } = useTranslation();
  if (entry.status === 'idle' || entry.status === 'loading')
    return <CircularProgress aria-label={t('areas.emailLayouts.loading')} size={28} />;
  if (entry.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('areas.emailLayouts.retry')}
          </Button>
        }
      >
        {entry.failure ?? t('areas.emailLayouts.failed')}
      </Alert>
    );
  }
  return null;
}
