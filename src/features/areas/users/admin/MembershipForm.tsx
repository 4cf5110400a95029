import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleId } from '../../../../../contract/roles';
import type { AdminMembership } from '../../../../../contract/users';
import { SaveMembershipRequestSchema, type SaveMembershipRequest } from '../../../../../contract/schemas/users';
import { useServiceForm } from '../../../../ui/form';
import { useUnsavedChangesGuard } from '../../organization/customers/useUnsavedChangesGuard';
import { RoleChoice } from './RoleChoice';

const HINTS = { 'roleIds.required': 'userAdmin.errors.roleIds', roleIds: 'userAdmin.errors.roleIdsServer' };

export interface MembershipChanges {
  roleIds: RoleId[];
  isDefaultLogin: boolean;
  sequence: number;
}

/**
 * One membership of a user: its roles, default login profile and switcher order (§3), saved
 * together; lock and removal act at once. The buttons report to the page, which calls the server.
 */
export function MembershipForm({
  userId,
  membership,
  busy,
  onSave,
  onLock,
  onRemove,
}: {
  userId: number;
  membership: AdminMembership;
  busy: boolean;
  onSave: (request: SaveMembershipRequest) => void;
  onLock: (locked: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { form, errorOf, checkbox, submit, dirty } = useServiceForm({
    schema: SaveMembershipRequestSchema,
    defaultValues: { roleIds: membership.roleIds, isDefaultLogin: membership.isDefaultLogin, sequence: membership.sequence },
    toRequest: (values: MembershipChanges): SaveMembershipRequest => ({ userId, organisationId: membership.organisationId, ...values }),
    hints: HINTS,
  });
  useUnsavedChangesGuard(dirty);
  const [roleIds, sequence] = form.watch(['roleIds', 'sequence']);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6">
        {membership.organisationName}
        {membership.isLocked ? ` ${t('userAdmin.locked')}` : ''}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit(onSave)} sx={{ mt: 1 }} aria-busy={busy}>
        <RoleChoice value={roleIds} onChange={(next) => form.setValue('roleIds', next, { shouldDirty: true })} error={errorOf('roleIds')} />
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox {...checkbox('isDefaultLogin')} />} label={t('userAdmin.fields.defaultLogin')} />
          <TextField
            type="number"
            size="small"
            label={t('userAdmin.fields.sequence')}
            value={sequence}
            onChange={(event) =>
              form.setValue('sequence', Math.max(1, Math.min(1000, Number(event.target.value) || 1)), { shouldDirty: true })
            }
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
            sx={{ width: 260 }}
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy || !dirty}>
            {t('userAdmin.saveMembership')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => onLock(!membership.isLocked)}>
            {membership.isLocked ? t('userAdmin.unlock') : t('userAdmin.lock')}
          </Button>
          <Button color="error" disabled={busy} onClick={onRemove}>
            {t('userAdmin.remove')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
