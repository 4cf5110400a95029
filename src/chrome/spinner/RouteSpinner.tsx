import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The loading spinner of SPEC §2 while an area loads on demand (a Suspense fallback). */
export function RouteSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, width: '100%' }}>
      <CircularProgress aria-label={t('chrome.spinner.loading')} />
    </Box>
  );
}
