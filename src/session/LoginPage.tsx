import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { Footer } from '../chrome';
import type { LoginStatus } from '../config/paths';
import { loginStatusOpened } from './events';
import { LoginForm } from './LoginForm';
import { parseLoginRoute } from './loginRoute';

const SEVERITY: Record<LoginStatus, 'warning' | 'error' | 'info'> = {
  sessionExpired: 'warning',
  inActive: 'error',
  clear: 'info',
};

/** SPEC §2 /login, /login/{ftl}/{userName}/{passWord}/{customerId} and /login/status/{status}. */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const splat = useParams()['*'] ?? '';
  const route = useMemo(() => parseLoginRoute(splat), [splat]);

  useEffect(() => {
    if (route.status) dispatch(loginStatusOpened({ status: route.status }));
  }, [dispatch, route.status]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
    <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} elevation={2}>
        <Typography component="h1" variant="h5" sx={{ mb: 3, fontWeight: 600 }}>
          {t('session.login.title')}
        </Typography>
        {route.status && (
          <Alert severity={SEVERITY[route.status]} sx={{ mb: 2 }} data-testid="login-status">
            {t(`session.status.${route.status}`)}
          </Alert>
        )}
        <LoginForm key={splat} prefill={route.prefill} />
      </Paper>
    </Box>
    <Footer />
    </Box>
  );
}
