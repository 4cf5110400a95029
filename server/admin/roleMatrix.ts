import { INVITABLE_ROLES, ROLE, type Permission, type RoleId, type RoleMatrix } from '../../contract';
import { grantableBy, isAdministratorRank, rankOf } from '../access/authority';
import { heldPermissions } from '../access/permissionRepository';
import { asRoleIds } from '../auth/accounts';
import type { Caller } from '../auth/guard';
import { one, type Queryable } from '../db/port';
import { rolesIn } from './userStore';

/**
 * The admin role always keeps these in every organisation (§6): whoever holds the admin role can
 * always manage the organisation's users and roles, and the support role can always give it.
 */
export const FIXED_ADMIN_PERMISSIONS: readonly Permission[] = ['user.manage', 'role.manage'];

export const isFixedCell = (roleId: RoleId, permission: string): boolean =>
  roleId === ROLE.admin && (FIXED_ADMIN_PERMISSIONS as readonly string[]).includes(permission);

/** Who asks for the matrix: their place in the order of authority and the permissions they hold. */
export interface MatrixCaller {
  rank: number;
  held: ReadonlySet<string>;
}

export async function matrixCallerOf(q: Queryable, caller: Caller & { customerId: number }): Promise<MatrixCaller> {
  return { rank: rankOf(await rolesIn(q, caller.userId, caller.customerId)), held: await heldPermissions(q, caller) };
}

/**
 * The organisation roles whose cell of `permission` the caller may change, by the order of
 * authority (§6): the roles they may grant — an admin every role, a content manager the
 * creator's and viewer's — but never the admin role's fixed cells; below the admin, only a
 * permission the caller holds, so a manager never hands out more than a manager has.
 */
export function changeableRoleIds(permission: string, caller: MatrixCaller): RoleId[] {
  if (!isAdministratorRank(caller.rank) && !caller.held.has(permission)) return [];
  return grantableBy(caller.rank).filter((roleId) => !isFixedCell(roleId, permission));
}

/**
 * The organisation roles and each permission with the roles holding it in this organisation (the
 * defaults with its own changes applied). A permission stays listed while any organisation role
 * holds it by default or here, so a withdrawn one can be granted back; which cells are the
 * caller's to change is changeableRoleIds' rule.
 */
export async function readRoleMatrix(q: Queryable, organisationId: number, caller: MatrixCaller): Promise<RoleMatrix> {
  const roleIds = [...INVITABLE_ROLES];
  const roles = await q.query<{ id: number; code: string; name: string }>(
    'SELECT id, code, name FROM roles WHERE id = ANY($1::int[]) ORDER BY id',
    [roleIds],
  );
  const permissions = await q.query<{ code: string; description: string; role_ids: number[] }>(
    `SELECT p.code, p.description,
            coalesce(array_agg(rp.role_id ORDER BY rp.role_id) FILTER (WHERE rp.role_id IS NOT NULL), '{}') AS role_ids
       FROM permissions p LEFT JOIN role_permissions_in($2) rp ON rp.permission = p.code AND rp.role_id = ANY($1::int[])
      WHERE EXISTS (SELECT 1 FROM role_permissions d WHERE d.permission = p.code AND d.role_id = ANY($1::int[]))
         OR EXISTS (SELECT 1 FROM customer_role_permissions o WHERE o.customer_id = $2 AND o.permission = p.code AND o.granted)
      GROUP BY p.code, p.description ORDER BY p.code`,
    [roleIds, organisationId],
  );
  return {
    roles: roles.map((role) => ({ roleId: asRoleIds([role.id])[0]!, code: role.code, name: role.name })),
    permissions: permissions.map((p) => {
      const roleIds = asRoleIds(p.role_ids.map(Number));
      return {
        code: p.code,
        description: p.description,
        roleIds,
        changeableRoleIds: changeableRoleIds(p.code, caller),
      };
    }),
  };
}

/** Whether the role holds the permission in the organisation now. */
export async function holdsInOrganisation(q: Queryable, organisationId: number, roleId: RoleId, permission: Permission): Promise<boolean> {
  return (
    (await one(q, 'SELECT 1 FROM role_permissions_in($1) WHERE role_id = $2 AND permission = $3', [organisationId, roleId, permission])) !==
    null
  );
}

/** Sets one cell for the organisation: a difference from the default is stored, a return to it removes the row. */
export async function writeCell(
  q: Queryable,
  organisationId: number,
  roleId: RoleId,
  permission: Permission,
  granted: boolean,
): Promise<void> {
  const byDefault = (await one(q, 'SELECT 1 FROM role_permissions WHERE role_id = $1 AND permission = $2', [roleId, permission])) !== null;
  if (byDefault === granted) {
    await q.query('DELETE FROM customer_role_permissions WHERE customer_id = $1 AND role_id = $2 AND permission = $3', [
      organisationId,
      roleId,
      permission,
    ]);
    return;
  }
  await q.query(
    `INSERT INTO customer_role_permissions (customer_id, role_id, permission, granted) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, role_id, permission) DO UPDATE SET granted = excluded.granted`,
    [organisationId, roleId, permission, granted],
  );
}
