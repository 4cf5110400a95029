import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formRefusal } from '../../../api';
import { failureOf } from '../../../api/query';
import { PageHeading } from '../PageHeading';
import { myProfileQueries } from './queries';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
type PasswordField = (typeof FIELDS)[number];
type Values = Record<PasswordField, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };
/** The server's refusals (server/auth/passwordChangeRoutes.ts) in this page's own words. */
const HINTS = {
  'currentPassword.incorrect': 'myprofile.password.errors.wrongCurrent',
  'newPassword.same_as_current': 'myprofile.password.errors.same',
  'newPassword.password_policy': 'myprofile.password.errors.policy',
};

/**
 * §2 Personal profile › Change Password: the current password proves it is the user, the new
 * one meets the server's policy (stated before typing), and the other sign-ins end (user/changePassword).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [changePassword] = myProfileQueries.useChangePasswordMutation();
  const headingId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: PasswordField) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<PasswordField, string>> = {};
    for (const field of FIELDS) {
      if (values[field] === '') missing[field] = t('myprofile.password.errors.required');
    }
    if (values.confirm !== '' && values.confirm !== values.newPassword) missing.confirm = t('myprofile.password.errors.mismatch');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    try {
      const answer = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      const refused = failureOf(answer.error);
      if (refused === null) {
        setValues(EMPTY);
        setDone(true);
        return;
      }
      if (refused.handled) return; // the pipeline handled it (toast, or the session ended)
      const refusal = formRefusal(t, refused, FIELDS, { hints: HINTS });
      setErrors(refusal.byField);
      setFailure(refusal.failure);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: PasswordField, autoComplete: string, helper?: string) => ({
    name,
    type: 'password',
    autoComplete,
    required: true,
    fullWidth: true,
    value: values[name],
    onChange: change(name),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? helper,
  });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 560 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('myprofile.password.intro')}
      </Typography>
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-busy={saving} aria-labelledby={headingId}>
        {done && (
          <Alert severity="success" role="status">
            {t('myprofile.password.changed')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField label={t('myprofile.password.current')} {...field('currentPassword', 'current-password')} />
        <TextField label={t('myprofile.password.new')} {...field('newPassword', 'new-password', t('myprofile.password.policy'))} />
        <TextField label={t('myprofile.password.confirm')} {...field('confirm', 'new-password')} />
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('myprofile.password.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
