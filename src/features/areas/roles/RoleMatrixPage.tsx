import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPermission } from '../../../../contract/permissions';
import type { RoleId } from '../../../../contract/roles';
import type { RoleMatrix } from '../../../../contract/users';
import { failureOf } from '../../../api/query';
import { PageHeading } from '../PageHeading';
import { userAdminQueries } from '../users/admin/queries';
import { roleNameKey } from '../users/admin/roleNames';
import { permissionKey, RoleMatrixTable } from './RoleMatrixTable';

type Outcome = { kind: 'saved'; text: string } | { kind: 'refused'; text: string } | null;

/**
 * §2 Organization › Roles: which permission each organisation role holds in this organisation
 * (§6), and the change of one cell where the caller may make it. A change applies to everyone
 * signed in at once (permissions.changed); a refusal from the server shows above the matrix.
 */
export function RoleMatrixPage() {
  const { t } = useTranslation();
  const loaded = userAdminQueries.useGetRoleMatrixQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const [setRolePermission] = userAdminQueries.useSetRolePermissionMutation();
  const headingId = useId();
  const [matrix, setMatrix] = useState<RoleMatrix | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (loaded !== undefined) setMatrix(loaded);
  }, [loaded]);

  const change = useCallback(
    async (roleId: RoleId, permission: string, granted: boolean) => {
      if (!isPermission(permission)) return;
      setBusy(true);
      setOutcome(null);
      try {
        const answer = await setRolePermission({ roleId, permission, granted });
        const refused = failureOf(answer.error);
        if (refused?.handled) return;
        if (answer.data !== undefined) {
          setMatrix(answer.data);
          const label = t(permissionKey(permission), { defaultValue: permission });
          const state = t(granted ? 'roleMatrix.granted' : 'roleMatrix.withdrawn');
          setOutcome({ kind: 'saved', text: t('roleMatrix.saved', { role: t(roleNameKey(roleId)), permission: label, state }) });
          return;
        }
        setOutcome({ kind: 'refused', text: t('roleMatrix.refused', { message: refused?.errorMessage ?? '' }) });
      } finally {
        setBusy(false);
      }
    },
    [setRolePermission, t],
  );

  const editable = matrix?.permissions.some((permission) => permission.changeableRoleIds.length > 0) ?? false;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1000 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {editable ? t('roleMatrix.editIntro') : t('roleMatrix.intro')}
      </Typography>
      {outcome?.kind === 'refused' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'saved' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {matrix && <RoleMatrixTable matrix={matrix} busy={busy} onChange={(roleId, code, granted) => void change(roleId, code, granted)} />}
    </Box>
  );
}
