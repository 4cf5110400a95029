import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { homeForRoles, PATHS } from '../../../config/paths';
import { selectIsSignedIn, selectRoles } from '../../session';
import { useDocumentTitle } from '../../../ui';

/** An unknown path: say so, and offer the way home (or to sign in). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSelector(selectIsSignedIn);
  const roles = useSelector(selectRoles);
  useDocumentTitle('areas.notFound.title');
  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ maxWidth: 640 }}>
      <Typography id="not-found-title" component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('areas.notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('areas.notFound.body', { path: pathname })}</Typography>
      <Button variant="contained" component={RouterLink} to={signedIn ? homeForRoles(roles) : PATHS.login}>
        {t(signedIn ? 'areas.notFound.home' : 'areas.notFound.signIn')}
      </Button>
    </Box>
  );
}
