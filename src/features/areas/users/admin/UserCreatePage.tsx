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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CreatedUser } from '../../../../../contract/users';
import {
  CreateUserRequestSchema,
  InviteUserRequestSchema,
  type CreateUserRequest,
  type InviteUserRequest,
} from '../../../../../contract/schemas/users';
import type { RoleId } from '../../../../../contract/roles';
import { failureOf } from '../../../../api/query';
import { useServiceForm } from '../../../../ui/form';
import { useUnsavedChangesGuard } from '../../organization/customers/useUnsavedChangesGuard';
import { userAdminQueries } from './queries';
import { OrganisationSelect } from './OrganisationSelect';
import { RoleChoice } from './RoleChoice';
import { userPath, usersBase, type UsersMode } from './usersBase';

/** How the new user gets in: a temporary password shown here, or an emailed link (organisation mode). */
type Delivery = 'temporaryPassword' | 'email';
/** The invitation email's language: the page's, among those the emails are written in. */
const emailLanguage = (language: string) => (['fr', 'es'].find((l) => language.startsWith(l)) ?? 'en') as 'en' | 'fr' | 'es';
interface Values {
  username: string;
  displayName: string;
  roleIds: RoleId[];
  organisationId: number | '';
}
const EMPTY: Values = { username: '', displayName: '', roleIds: [], organisationId: '' };
/** Each field's words, the browser's check and the server's alike; an invitation names the address `email`, this form `username`. */
const HINTS = {
  'username.required': 'userAdmin.errors.username',
  'username.taken': 'userAdmin.errors.usernameTaken',
  'username.already_member': 'api.fieldErrors.already_member',
  username: 'userAdmin.errors.usernameServer',
  'displayName.required': 'userAdmin.errors.displayName',
  'displayName.blank': 'userAdmin.errors.displayName',
  displayName: 'userAdmin.errors.displayNameServer',
  'roleIds.required': 'userAdmin.errors.roleIds',
  roleIds: 'userAdmin.errors.roleIdsServer',
  'organisationId.required': 'userAdmin.errors.organisationId',
  organisationId: 'userAdmin.errors.organisationIdServer',
};
const ALIASES = { email: 'username' } as const;

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
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const [delivery, setDelivery] = useState<Delivery>('temporaryPassword');
  const [invited, setInvited] = useState<string | null>(null);
  const invite = delivery === 'email';
  const { form, field, errorOf, submit, failure, busy, dirty } = useServiceForm({
    schema: invite ? InviteUserRequestSchema : CreateUserRequestSchema,
    defaultValues: EMPTY,
    toRequest: ({ username, displayName, roleIds, organisationId }: Values): InviteUserRequest | CreateUserRequest =>
      invite
        ? { email: username.trim(), displayName, roleIds, language: emailLanguage(i18n.language) }
        : { username: username.trim(), displayName, roleIds, ...(organisationId === '' ? {} : { organisationId }) },
    hints: HINTS,
    aliases: ALIASES,
    rules: (values) => ({
      organisationId: mode === 'support' && values.organisationId === '' ? 'userAdmin.errors.organisationId' : undefined,
    }),
  });
  useUnsavedChangesGuard(created === null && invited === null && dirty);
  const [roleIds, organisationId] = form.watch(['roleIds', 'organisationId']);

  const onSubmit = submit(async (request) => {
    const answer = 'email' in request ? await inviteUser(request) : await createUser(request);
    const refused = failureOf(answer.error);
    if (refused !== null || answer.data === undefined) return refused;
    if ('temporaryPassword' in answer.data) setCreated(answer.data);
    else setInvited(form.getValues('username').trim());
    return null;
  });

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
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={busy}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            required
            type="email"
            label={t('userAdmin.fields.username')}
            {...field('username', t('userAdmin.fields.usernameHelp'))}
          />
          <TextField required label={t('userAdmin.fields.displayName')} {...field('displayName')} />
          {mode === 'support' && (
            <OrganisationSelect
              value={organisationId}
              onChange={(id) => form.setValue('organisationId', id, { shouldDirty: true })}
              error={errorOf('organisationId')}
            />
          )}
          <RoleChoice
            value={roleIds}
            onChange={(next) => form.setValue('roleIds', next, { shouldDirty: true })}
            error={errorOf('roleIds')}
          />
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
