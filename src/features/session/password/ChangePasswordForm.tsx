import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from '../../../../contract/schemas/permissions';
import { OutlinedField } from '../../../ui/OutlinedField';
import { useServiceForm, type Refusal } from '../../../ui/form';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };
const toRequest = ({ currentPassword, newPassword }: Values): ChangePasswordRequest => ({ currentPassword, newPassword });
/** The server's refusals (user/changePassword) in this form's own words. */
const HINTS = {
  'currentPassword.incorrect': 'session.passwordForm.errors.wrongCurrent',
  'newPassword.same_as_current': 'session.passwordForm.errors.same',
  'newPassword.password_policy': 'session.passwordForm.errors.policy',
};
const rules = (values: Values) => ({
  confirm: values.confirm !== '' && values.confirm !== values.newPassword ? 'session.passwordForm.errors.mismatch' : undefined,
});

/**
 * The one change-password form (§4 forced change, §2 Personal profile › Change Password): the
 * current password, a new one under the policy stated before typing, and its confirmation.
 * `send` answers null when the change was made (the form empties), a refusal to show, or nothing
 * when the answer comes later as `refusal` (the session saga's).
 */
export function ChangePasswordForm({
  send,
  refusal = null,
  saving = false,
  notice,
  actions,
  autoFocus = false,
  labelledBy,
}: {
  send: (request: ChangePasswordRequest) => Promise<Refusal | null> | void;
  refusal?: Refusal | null;
  saving?: boolean;
  notice?: ReactNode;
  actions?: ReactNode;
  /** Focus the first field on arrival (a page that is only this form). */
  autoFocus?: boolean;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const { form, field, submit, showRefusal, failure, busy } = useServiceForm({
    schema: ChangePasswordRequestSchema,
    defaultValues: EMPTY,
    toRequest,
    hints: HINTS,
    rules,
  });
  useEffect(() => {
    if (refusal !== null) showRefusal(refusal);
  }, [refusal, showRefusal]);

  const onSubmit = submit(async (request) => {
    const answer = await send(request);
    if (answer === null) form.reset(EMPTY);
    return answer;
  });
  const password = (name: keyof Values, autoComplete: string, helper?: string) => ({
    ...field(name, helper),
    type: 'password',
    autoComplete,
    required: true,
    fullWidth: true,
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-busy={busy || saving} aria-labelledby={labelledBy}>
      {notice}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <OutlinedField label={t('session.passwordForm.current')} {...password('currentPassword', 'current-password')} autoFocus={autoFocus} />
      <OutlinedField label={t('session.passwordForm.new')} {...password('newPassword', 'new-password', t('session.passwordForm.policy'))} />
      <OutlinedField label={t('session.passwordForm.confirm')} {...password('confirm', 'new-password')} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={busy || saving}>
          {t('session.passwordForm.submit')}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
