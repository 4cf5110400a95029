import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { PATHS } from '../../../config/paths';
import { analyticsLandingOpened, takeHandoffFragment } from '../../menu';

/**
 * §2: on Safari on macOS, Analytics opens through this page with a refresh token in the URL
 * fragment: one handed to the analytics site by token exchange, never the app's own. The page's
 * first script took the fragment off the address before anything loaded (out of history and
 * screenshots); the menu saga takes it on to the analytics site.
 */
export default function AnalyticsLandingPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const fragment = takeHandoffFragment() || window.location.hash;
    if (window.location.hash) window.history.replaceState(window.history.state, '', PATHS.analyticsLanding);
    dispatch(analyticsLandingOpened({ fragment }));
  }, [dispatch]);
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 12 }}>
      <Typography component="h1" variant="h5">
        {t('areas.analyticsLanding.title')}
      </Typography>
      <CircularProgress aria-label={t('areas.analyticsLanding.opening')} />
      <Typography>{t('areas.analyticsLanding.opening')}</Typography>
    </Box>
  );
}
