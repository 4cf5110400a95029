import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CreatedUser } from '../../../../../contract/users';
import type { RoleId } from '../../../../../contract/roles';
import { formRefusal } from '../../../../api';
import { failureOf } from '../../../../api/query';
import { useUnsavedChangesGuard } from '../../organization/customers/useUnsavedChangesGuard';
import { userAdminQueries } from './queries';
import { OrganisationSelect } from './OrganisationSelect';
import { RoleChoice } from './RoleChoice';
import { userPath, usersBase, type UsersMode } from './usersBase';

const FIELDS = ['username', 'displayName', 'roleIds', 'organisationId'] as const;
/** How the new user gets in: a temporary password shown here, or an emailed link (organisation mode). */
type Delivery = 'temporaryPassword' | 'email';
/** The invitation email's language: the page's, among those the emails are written in. */
const emailLanguage = (language: string) => (['fr', 'es'].find((l) => language.startsWith(l)) ?? 'en') as 'en' | 'fr' | 'es';
type Field = (typeof FIELDS)[number];
/** The server's refusals in this page's words; an invitation names the address `email`, this form `username`. */
const REFUSAL = {
  aliases: { email: 'username' },
  hints: {
    'username.taken': 'userAdmin.errors.usernameTaken',
    'username.already_member': 'api.fieldErrors.already_member',
    username: 'userAdmin.errors.usernameServer',
    displayName: 'userAdmin.errors.displayNameServer',
    roleIds: 'userAdmin.errors.roleIdsServer',
    organisationId: 'userAdmin.errors.organisationIdServer',
  },
} as const;

/**
 * Creates a user with roles in one organisation (the support role picks it; anyone else creates
 * into their own). The temporary password is shown once: the user changes it at first sign-in (§4).
 */
export function UserCreatePage({ mode }: { mode: UsersMode }) {
  const { t, i18n } = useTranslation();
  const [createUser] = userAdminQueries.useCreateUserMutation();
  const [inviteUser] = userAdminQueries.useInviteUserMutation();
  const headingId = useId();
  const deliveryId = useId();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roleIds, setRoleIds] = useState<RoleId[]>([]);
  const [organisationId, setOrganisationId] = useState<number | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const [delivery, setDelivery] = useState<Delivery>('temporaryPassword');
  const [invited, setInvited] = useState<string | null>(null);
  useUnsavedChangesGuard(created === null && invited === null && (username !== '' || displayName !== '' || roleIds.length > 0));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing: Partial<Record<Field, string>> = {};
    if (username.trim() === '') missing.username = t('userAdmin.errors.username');
    if (displayName.trim() === '') missing.displayName = t('userAdmin.errors.displayName');
    if (roleIds.length === 0) missing.roleIds = t('userAdmin.errors.roleIds');
    if (mode === 'support' && organisationId === '') missing.organisationId = t('userAdmin.errors.organisationId');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const answer =
        delivery === 'email'
          ? await inviteUser({
              email: username.trim(),
              displayName,
              roleIds,
              language: emailLanguage(i18n.language),
            })
          : await createUser({
              username: username.trim(),
              displayName,
              roleIds,
              ...(organisationId === '' ? {} : { organisationId }),
            });
      const refused = failureOf(answer.error);
      if (refused === null && answer.data !== undefined) {
        if ('temporaryPassword' in answer.data) setCreated(answer.data);
        else setInvited(username.trim());
        return;
      }
      if (refused === null || refused.handled) return;
      const refusal = formRefusal(t, refused, FIELDS, REFUSAL);
      setErrors(refusal.byField);
      setFailure(refusal.failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 720 }}>
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('userAdmin.createTitle')}
      </Typography>
      {invited ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('userAdmin.invited', { email: invited })}
          </Alert>
          <div>
            <Button component={RouterLink} to={usersBase(mode)} variant="contained">
              {t('userAdmin.back')}
            </Button>
          </div>
        </Stack>
      ) : created ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('userAdmin.created', { name: created.user.displayName })}
          </Alert>
          <TextField
            label={t('userAdmin.temporaryPassword')}
            value={created.temporaryPassword}
            helperText={t('userAdmin.temporaryPasswordHelp')}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'temporary-password' } }}
          />
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={userPath(mode, created.user.userId)} variant="contained">
              {t('userAdmin.openUser')}
            </Button>
            <Button component={RouterLink} to={usersBase(mode)}>
              {t('userAdmin.back')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            required
            type="email"
            label={t('userAdmin.fields.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={errors.username !== undefined}
            helperText={errors.username ?? t('userAdmin.fields.usernameHelp')}
          />
          <TextField
            required
            label={t('userAdmin.fields.displayName')}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            error={errors.displayName !== undefined}
            helperText={errors.displayName}
          />
          {mode === 'support' && <OrganisationSelect value={organisationId} onChange={setOrganisationId} error={errors.organisationId} />}
          <RoleChoice value={roleIds} onChange={setRoleIds} error={errors.roleIds} />
          {mode === 'organisation' && (
            <FormControl>
              <FormLabel id={deliveryId}>{t('userAdmin.fields.delivery')}</FormLabel>
              <RadioGroup aria-labelledby={deliveryId} value={delivery} onChange={(event) => setDelivery(event.target.value as Delivery)}>
                <FormControlLabel value="temporaryPassword" control={<Radio />} label={t('userAdmin.delivery.temporaryPassword')} />
                <FormControlLabel value="email" control={<Radio />} label={t('userAdmin.delivery.email')} />
              </RadioGroup>
            </FormControl>
          )}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={busy}>
              {delivery === 'email' ? t('userAdmin.inviteSubmit') : t('userAdmin.createSubmit')}
            </Button>
            <Button component={RouterLink} to={usersBase(mode)}>
              {t('userAdmin.back')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
