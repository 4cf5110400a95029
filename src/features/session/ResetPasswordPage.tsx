import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { fieldErrorText } from '../../api';
import { Footer } from '../chrome';
import { useDocumentTitle } from '../../ui';
import { logoutRequested, passwordChangeSubmitted } from './events';
import { OutlinedField } from '../../ui/OutlinedField';
import { selectPasswordChange, selectSessionStatus } from './selectors';

/** The server's refusals (server/auth/passwordChangeRoutes.ts) in this page's own words. */
const HINTS = {
  'currentPassword.incorrect': 'session.resetPassword.errors.wrongCurrent',
  'newPassword.same_as_current': 'session.resetPassword.errors.same',
};

/** §4 redirect 'Change Password': the new password is chosen here before anything else. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { saving, error, fields } = useSelector(selectPasswordChange);
  const refused = (name: 'currentPassword' | 'newPassword') => {
    const found = fields?.find((field) => field.field === name);
    return found && fieldErrorText(t, found, HINTS);
  };
  const [currentRefused, newRefused] = [refused('currentPassword'), refused('newPassword')];
  // A refusal shown under its field is not repeated above the form.
  const aboveForm = currentRefused === undefined && newRefused === undefined ? error : null;
  const status = useSelector(selectSessionStatus);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    dispatch(passwordChangeSubmitted({ currentPassword, newPassword }));
  };

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
          <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={saving}>
            {(aboveForm || mismatch) && (
              <Alert severity="error" role="alert">
                {mismatch ? t('session.resetPassword.mismatch') : aboveForm}
              </Alert>
            )}
            <OutlinedField
              label={t('session.resetPassword.current')}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrent(event.target.value)}
              error={currentRefused !== undefined}
              helperText={currentRefused}
              required
              autoFocus
            />
            <OutlinedField
              label={t('session.resetPassword.new')}
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNew(event.target.value)}
              error={newRefused !== undefined}
              helperText={newRefused ?? t('session.resetPassword.rule')}
              required
            />
            <OutlinedField
              label={t('session.resetPassword.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              required
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!ready || saving || !currentPassword || !newPassword || !confirm}
            >
              {t('session.resetPassword.submit')}
            </Button>
            <Button variant="text" onClick={() => dispatch(logoutRequested())} disabled={saving}>
              {t('session.resetPassword.signOut')}
            </Button>
          </Stack>
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
