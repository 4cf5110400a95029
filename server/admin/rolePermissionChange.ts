import type { RoleMatrix, RolePermissionChange } from '../../contract';
import type { Caller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { administer } from './audit';
import { changeableRoleIds, holdsInOrganisation, isFixedCell, matrixCallerOf, readRoleMatrix, writeCell } from './roleMatrix';

/**
 * The refusals of a role-permission change (§2 Organization › Roles): each a clear 4xx that
 * changes nothing. The rules' refusals answer 400, not 409: a 409 tells the client to switch
 * organisation (§8), while a 400 comes back to the page that asked, which shows it.
 */
export const NO_ORGANISATION_CHOSEN = 'Choose an organisation before changing its roles';
export const CELL_NOT_YOURS = 'Your role cannot change this role’s permission';
export const ADMIN_ROLE_KEEPS = 'The admin role always keeps user.manage and role.manage';

/**
 * Grants or withdraws one permission of one organisation role, in the caller's organisation only
 * (§6), by the order of authority (changeableRoleIds): the admin changes every role, a content
 * manager the creator's and viewer's cells of permissions they hold; the admin role's user.manage
 * and role.manage never change, so whoever holds the admin role can always administer the
 * organisation. Audited; a real change reaches every open tab of the organisation
 * (permissions.changed) and the very next route check.
 */
export async function changeRolePermission(ctx: AppContext, caller: Caller, change: RolePermissionChange): Promise<RoleMatrix> {
  const organisationId = caller.customerId;
  if (organisationId === null) throw new ServiceFailure(400, NO_ORGANISATION_CHOSEN);
  const { roleId, permission, granted } = change;
  const subject = { action: 'role.permission', customerId: organisationId, type: 'role', id: roleId } as const;
  const changed = await administer(ctx.db, caller, subject, ctx.clock.now(), async (tx) => {
    const before = await holdsInOrganisation(tx, organisationId, roleId, permission);
    if (isFixedCell(roleId, permission)) throw new ServiceFailure(400, ADMIN_ROLE_KEEPS);
    const asker = await matrixCallerOf(tx, { ...caller, customerId: organisationId });
    if (!changeableRoleIds(permission, asker).includes(roleId)) throw new ServiceFailure(403, CELL_NOT_YOURS);
    await writeCell(tx, organisationId, roleId, permission, granted);
    return { before: { permission, granted: before }, after: { permission, granted }, result: before !== granted };
  });
  if (changed) await ctx.live.publish({ t: 'permissions', c: organisationId });
  return readRoleMatrix(ctx.db, organisationId, await matrixCallerOf(ctx.db, { ...caller, customerId: organisationId }));
}
