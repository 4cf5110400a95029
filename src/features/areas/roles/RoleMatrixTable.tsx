import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { RoleId } from '../../../../contract/roles';
import type { RoleMatrix } from '../../../../contract/users';
import { roleNameKey } from '../users/admin/roleNames';

/** An i18n key per permission code ('inbox.view' → roleMatrix.permissions.inbox_view); the stored description is the fallback. */
export const permissionKey = (code: string) => `roleMatrix.permissions.${code.replace(/\./g, '_')}`;

interface Props {
  matrix: RoleMatrix;
  busy: boolean;
  onChange: (roleId: RoleId, permission: string, granted: boolean) => void;
}

/**
 * The matrix of permissions by role: a checkbox where the caller may change the cell (a
 * permission they hold, §6), else a read-only mark with its meaning for screen readers.
 */
export function RoleMatrixTable({ matrix, busy, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const rows = matrix.permissions
    .map((permission) => ({ ...permission, label: t(permissionKey(permission.code), { defaultValue: permission.description }) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('roleMatrix.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('roleMatrix.permission')}
            </TableCell>
            {matrix.roles.map((role) => (
              <TableCell key={role.roleId} component="th" scope="col" align="center">
                {t(roleNameKey(role.roleId))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((permission) => (
            <TableRow key={permission.code} hover>
              <TableCell component="th" scope="row">
                {permission.label}
              </TableCell>
              {matrix.roles.map((role) => {
                const held = permission.roleIds.includes(role.roleId);
                if (!permission.changeableRoleIds.includes(role.roleId)) {
                  return (
                    <TableCell key={role.roleId} align="center" aria-label={held ? t('roleMatrix.held') : t('roleMatrix.notHeld')}>
                      <span aria-hidden="true">{held ? '✓' : '—'}</span>
                    </TableCell>
                  );
                }
                return (
                  <TableCell key={role.roleId} align="center" padding="checkbox">
                    <Checkbox
                      checked={held}
                      disabled={busy}
                      onChange={(event) => onChange(role.roleId, permission.code, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('roleMatrix.cell', { permission: permission.label, role: t(roleNameKey(role.roleId)) }),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
