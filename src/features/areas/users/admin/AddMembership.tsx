import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleId } from '../../../../../contract/roles';
import { OrganisationSelect } from './OrganisationSelect';
import { RoleChoice } from './RoleChoice';

/** The support role adds a user to another organisation, with their roles there. */
export function AddMembership({
  busy,
  exclude,
  onAdd,
}: {
  busy: boolean;
  exclude: readonly number[];
  onAdd: (organisationId: number, roleIds: RoleId[]) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [organisationId, setOrganisationId] = useState<number | ''>('');
  const [roleIds, setRoleIds] = useState<RoleId[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (organisationId !== '' && roleIds.length > 0) onAdd(organisationId, roleIds);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6">
        {t('userAdmin.addMembership')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ mt: 1 }}>
        <OrganisationSelect value={organisationId} onChange={setOrganisationId} exclude={exclude} />
        <RoleChoice value={roleIds} onChange={setRoleIds} />
        <div>
          <Button type="submit" variant="contained" disabled={busy || organisationId === '' || roleIds.length === 0}>
            {t('userAdmin.add')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
