import { INVITABLE_ROLES, ROLE, type Permission, type RoleId, type RoleMatrix } from '../../contract';
import { asRoleIds } from '../auth/accounts';
import { one, type Queryable } from '../db/port';
import { membersHoldingSql } from './userStore';

/**
 * The admin role always keeps these in every organisation (§6): whoever holds the admin role can
 * always manage the organisation's users and roles, and the support role can always give it.
 */
export const FIXED_ADMIN_PERMISSIONS: readonly Permission[] = ['user.manage', 'role.manage'];

export const isFixedCell = (roleId: RoleId, permission: string): boolean =>
  roleId === ROLE.admin && (FIXED_ADMIN_PERMISSIONS as readonly string[]).includes(permission);

/** What decides who may change the cells of one permission in one organisation. */
export interface CellFacts {
  /** The caller's roles hold the permission here. */
  callerHolds: boolean;
  /** Some member of the organisation (locked or not) holds it here. */
  heldInOrganisation: boolean;
  /** The organisation roles holding it by the installation's defaults. */
  defaultRoleIds: readonly RoleId[];
  /** The organisation roles holding it here now. */
  grantedRoleIds: readonly RoleId[];
}

/**
 * The organisation roles whose cell of `permission` the caller may change (§6). Whoever holds
 * the permission may change it for every role but the admin role's fixed cells. Nobody else may,
 * with one exception, so that a permission withdrawn from everyone (or from the last member who
 * held it) is never stranded: while no member of the organisation holds it, a caller who may
 * manage roles gives it back to the roles that hold it by default, and only gives it back, so
 * nobody gains more than the installation gives their role.
 */
export function changeableRoleIds(permission: string, facts: CellFacts): RoleId[] {
  if (facts.callerHolds) return INVITABLE_ROLES.filter((roleId) => !isFixedCell(roleId, permission));
  if (facts.heldInOrganisation) return [];
  return INVITABLE_ROLES.filter((roleId) => facts.defaultRoleIds.includes(roleId) && !facts.grantedRoleIds.includes(roleId));
}

/** One cell and what the caller asks of it. */
export interface CellChange {
  roleId: RoleId;
  permission: Permission;
  granted: boolean;
  /** Whether the role holds the permission in the organisation now. */
  grantedNow: boolean;
}

/** Whether the caller may set the cell as asked, by the rule of changeableRoleIds. */
export async function mayChangeCell(q: Queryable, organisationId: number, callerHolds: boolean, change: CellChange): Promise<boolean> {
  const { roleId, permission, granted, grantedNow } = change;
  if (callerHolds) return true;
  // Only giving back: a cell the caller does not hold may never be withdrawn.
  if (!granted) return false;
  const [row] = await q.query<{ held: boolean; by_default: boolean }>(
    `SELECT EXISTS (${membersHoldingSql('$1::int', '$3::text')}) AS held,
            EXISTS (SELECT 1 FROM role_permissions WHERE role_id = $2 AND permission = $3) AS by_default`,
    [organisationId, roleId, permission],
  );
  if (row === undefined) return false;
  const facts: CellFacts = {
    callerHolds,
    heldInOrganisation: row.held,
    defaultRoleIds: row.by_default ? [roleId] : [],
    grantedRoleIds: grantedNow ? [roleId] : [],
  };
  return changeableRoleIds(permission, facts).includes(roleId);
}

/**
 * The organisation roles and each permission with the roles holding it in this organisation (the
 * defaults with its own changes applied). A permission stays listed while any organisation role
 * holds it by default or here, so a withdrawn one can be granted back. `held` is the caller's
 * own permissions; which cells are theirs to change is changeableRoleIds' rule.
 */
export async function readRoleMatrix(q: Queryable, organisationId: number, held: ReadonlySet<string>): Promise<RoleMatrix> {
  const roleIds = [...INVITABLE_ROLES];
  const roles = await q.query<{ id: number; code: string; name: string }>(
    'SELECT id, code, name FROM roles WHERE id = ANY($1::int[]) ORDER BY id',
    [roleIds],
  );
  const permissions = await q.query<{ code: string; description: string; role_ids: number[]; default_role_ids: number[]; held: boolean }>(
    `SELECT p.code, p.description,
            coalesce(array_agg(rp.role_id ORDER BY rp.role_id) FILTER (WHERE rp.role_id IS NOT NULL), '{}') AS role_ids,
            ARRAY(SELECT d.role_id FROM role_permissions d WHERE d.permission = p.code AND d.role_id = ANY($1::int[]) ORDER BY d.role_id)
              AS default_role_ids,
            EXISTS (${membersHoldingSql('$2::int', 'p.code')}) AS held
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
        changeableRoleIds: changeableRoleIds(p.code, {
          callerHolds: held.has(p.code),
          heldInOrganisation: p.held,
          defaultRoleIds: asRoleIds(p.default_role_ids.map(Number)),
          grantedRoleIds: roleIds,
        }),
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
