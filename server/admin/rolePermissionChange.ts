import type { RoleMatrix, RolePermissionChange } from '../../contract';
import { heldPermissions } from '../access/permissionRepository';
import type { Caller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { administer } from './audit';
import { FIXED_ADMIN_PERMISSIONS, holdsInOrganisation, isFixedCell, mayChangeCell, readRoleMatrix, writeCell } from './roleMatrix';
import { membersHolding } from './userStore';

/**
 * The refusals of a role-permission change (§2 Organization › Roles): each a clear 4xx that
 * changes nothing. The rules' refusals answer 400, not 409: a 409 tells the client to switch
 * organisation (§8), while a 400 comes back to the page that asked, which shows it.
 */
export const NO_ORGANISATION_CHOSEN = 'Choose an organisation before changing its roles';
export const PERMISSION_NOT_HELD = 'You cannot grant or withdraw a permission you do not hold';
export const ADMIN_ROLE_KEEPS = 'The admin role always keeps user.manage and role.manage';
export const LAST_HOLDER = 'This would leave nobody in the organisation who holds this permission';

/**
 * Grants or withdraws one permission of one organisation role, in the caller's organisation only
 * (§6). Nobody changes a permission they do not hold, except to give back by default a permission
 * no member holds any more (changeableRoleIds); the admin role's user.manage and
 * role.manage never change, and neither may be withdrawn from the last members holding it, so
 * the organisation can always be administered. Audited; a real change reaches every open tab of
 * the organisation (permissions.changed) and the very next route check.
 */
export async function changeRolePermission(ctx: AppContext, caller: Caller, change: RolePermissionChange): Promise<RoleMatrix> {
  const organisationId = caller.customerId;
  if (organisationId === null) throw new ServiceFailure(400, NO_ORGANISATION_CHOSEN);
  const { roleId, permission, granted } = change;
  const subject = { action: 'role.permission', customerId: organisationId, type: 'role', id: roleId } as const;
  const changed = await administer(ctx.db, caller, subject, ctx.clock.now(), async (tx) => {
    // One change at a time per organisation, so two withdrawals cannot each leave the other holder last.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`roles:${organisationId}`]);
    const before = await holdsInOrganisation(tx, organisationId, roleId, permission);
    const callerHolds = (await heldPermissions(tx, caller)).has(permission);
    if (!(await mayChangeCell(tx, organisationId, callerHolds, { roleId, permission, granted, grantedNow: before }))) {
      throw new ServiceFailure(403, PERMISSION_NOT_HELD);
    }
    if (isFixedCell(roleId, permission)) throw new ServiceFailure(400, ADMIN_ROLE_KEEPS);
    const guarded = !granted && FIXED_ADMIN_PERMISSIONS.includes(permission);
    const holders = guarded ? await membersHolding(tx, organisationId, permission) : 0;
    await writeCell(tx, organisationId, roleId, permission, granted);
    if (holders > 0 && (await membersHolding(tx, organisationId, permission)) === 0) throw new ServiceFailure(400, LAST_HOLDER);
    return { before: { permission, granted: before }, after: { permission, granted }, result: before !== granted };
  });
  if (changed) await ctx.live.publish({ t: 'permissions', c: organisationId });
  return readRoleMatrix(ctx.db, organisationId, await heldPermissions(ctx.db, caller));
}
