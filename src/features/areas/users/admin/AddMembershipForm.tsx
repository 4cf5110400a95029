import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleId } from '../../../../../contract/roles';
import { SaveMembershipRequestSchema, type SaveMembershipRequest } from '../../../../../contract/schemas/users';
import { useServiceForm } from '../../../../ui/form';
import { OrganisationSelect } from './OrganisationSelect';
import { RoleChoice } from './RoleChoice';

interface Values {
  organisationId: number | '';
  roleIds: RoleId[];
}
const EMPTY: Values = { organisationId: '', roleIds: [] };
const HINTS = { 'organisationId.required': 'userAdmin.errors.organisationId', 'roleIds.required': 'userAdmin.errors.roleIds' };

/** The support role adds a user to another organisation, with their roles there; `place` is its default login and order. */
export function AddMembershipForm({
  busy,
  exclude,
  userId,
  place,
  onAdd,
}: {
  busy: boolean;
  exclude: readonly number[];
  userId: number;
  place: Pick<SaveMembershipRequest, 'isDefaultLogin' | 'sequence'>;
  onAdd: (request: SaveMembershipRequest) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { form, errorOf, submit } = useServiceForm({
    schema: SaveMembershipRequestSchema,
    defaultValues: EMPTY,
    // An organisation not chosen yet is left out: the schema names it as the missing field it is.
    toRequest: ({ organisationId, roleIds }: Values) =>
      ({ userId, ...(organisationId === '' ? {} : { organisationId }), roleIds, ...place }) as SaveMembershipRequest,
    hints: HINTS,
  });
  const [organisationId, roleIds] = form.watch(['organisationId', 'roleIds']);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6">
        {t('userAdmin.addMembership')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit(onAdd)} sx={{ mt: 1 }}>
        <OrganisationSelect
          value={organisationId}
          onChange={(id) => form.setValue('organisationId', id, { shouldDirty: true })}
          error={errorOf('organisationId')}
          exclude={exclude}
        />
        <RoleChoice value={roleIds} onChange={(next) => form.setValue('roleIds', next, { shouldDirty: true })} error={errorOf('roleIds')} />
        <div>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('userAdmin.add')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
