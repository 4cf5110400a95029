import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleMatrix } from '../../../contract/users';
import { useAreaRuntime } from '../../ui/areaRuntime';
import { PageHeading } from '../PageHeading';
import * as endpoints from '../users/admin/api';
import { roleNameKey } from '../users/admin/roleNames';

/** An i18n key per permission code ('inbox.view' → roleMatrix.permissions.inbox_view); the stored description is the fallback. */
const permissionKey = (code: string) => `roleMatrix.permissions.${code.replace(/\./g, '_')}`;

/**
 * §2 Organization › Roles: which permission each organisation role holds (§6), read from the
 * role-permission tables, as a matrix of permissions by role.
 */
export function RoleMatrixPage() {
  const { t, i18n } = useTranslation();
  const { run } = useAreaRuntime();
  const headingId = useId();
  const [matrix, setMatrix] = useState<RoleMatrix | null>(null);
  useEffect(() => {
    void run(endpoints.getRoleMatrix).then((answer) => {
      if (answer?.status === 'Ok' && answer.clientResponse !== null) setMatrix(answer.clientResponse);
    });
  }, [run]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1000 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('roleMatrix.intro')}
      </Typography>
      {matrix && (
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
              {matrix.permissions
                .map((permission) => ({
                  ...permission,
                  label: t(permissionKey(permission.code), { defaultValue: permission.description }),
                }))
                .sort((a, b) => a.label.localeCompare(b.label, i18n.language))
                .map((permission) => (
                  <TableRow key={permission.code} hover>
                    <TableCell component="th" scope="row">
                      {permission.label}
                    </TableCell>
                    {matrix.roles.map((role) => {
                      const held = permission.roleIds.includes(role.roleId);
                      return (
                        <TableCell key={role.roleId} align="center" aria-label={held ? t('roleMatrix.held') : t('roleMatrix.notHeld')}>
                          <span aria-hidden="true">{held ? '✓' : '—'}</span>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
