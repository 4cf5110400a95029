import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Footer } from '../chrome';
import { useDocumentTitle } from '../../ui';
import { logoutRequested, passwordChangeSubmitted } from './events';
import { ChangePasswordForm } from './password/ChangePasswordForm';
import { selectPasswordChange, selectSessionStatus } from './selectors';

/** §4 redirect 'Change Password': the new password is chosen here before anything else. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { saving, error, fields } = useSelector(selectPasswordChange);
  // The session saga's answer: its fields go under the form's fields, anything else above it.
  const refusal = useMemo(() => (error === null ? null : { errorMessage: error, fields }), [error, fields]);
  const status = useSelector(selectSessionStatus);

  useDocumentTitle('session.pageTitle.resetPassword');
  const ready = status === 'mustChangePassword';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper sx={{ width: '100%', maxWidth: 460, p: 4 }} elevation={2}>
          <Typography component="h1" variant="h5" sx={{ mb: 1, fontWeight: 600 }}>
            {t('session.resetPassword.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('session.resetPassword.intro')}
          </Typography>
          <ChangePasswordForm
            send={(request) => {
              dispatch(passwordChangeSubmitted(request));
            }}
            refusal={refusal}
            saving={!ready || saving}
            autoFocus
            actions={
              <Button variant="text" onClick={() => dispatch(logoutRequested())} disabled={saving}>
                {t('session.resetPassword.signOut')}
              </Button>
            }
          />
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
