import type { Permission } from '../../contract';
import type { Queryable } from '../db/port';

interface PermissionCaller {
  userId: number;
  customerUserId: number | null;
}

/**
 * The permissions the caller's roles hold, read from the database at request time. Roles are
 * those of the current membership plus any global ones — the same set the access token was
 * issued with, but re-read so a role withdrawn from a member takes effect at once, and scoped by
 * the membership so a role in one organisation never opens a call in another. The permissions
 * are those in force in the membership's organisation (its own grants and withdrawals over the
 * defaults, migration 015), read at request time like the roles.
 */
function heldSql(user: string, customerUser: string): string {
  // The organisation reaches the function as a column, not as a subquery argument: PostgreSQL
  // inlines a SQL function only when no argument holds a subquery, and inlined, the filters on
  // role and permission reach role_permissions' index instead of scanning every row it returns
  // (0.16 -> 0.07 ms for the route check). No membership (the support role): the defaults.
  return `SELECT rp.permission
       FROM (SELECT (SELECT customer_id FROM customer_users WHERE id = ${customerUser}) AS organisation) o
            CROSS JOIN LATERAL role_permissions_in(o.organisation) rp
      WHERE rp.role_id IN (SELECT role_id FROM user_global_roles WHERE user_id = ${user}
                           UNION
                           SELECT cur.role_id FROM customer_user_roles cur
                             JOIN customer_users cu ON cu.id = cur.customer_user_id
                            WHERE cur.customer_user_id = ${customerUser} AND cu.user_id = ${user} AND NOT cu.is_locked)`;
}

const HELD = heldSql('$1', '$2');

/**
 * SQL that is true when the user's roles in the membership hold any of the text[] `wanted`: for
 * a query that reads more at once (the guard reads the session and the route's permission in
 * one statement, server/auth/guard.ts).
 */
export function holdsAnySql(user: string, customerUser: string, wanted: string): string {
  return `EXISTS (${heldSql(user, customerUser)} AND rp.permission = ANY(${wanted}))`;
}

/** Whether the caller holds any of `wanted` (the route check, §6). */
export async function holdsAnyPermission(db: Queryable, caller: PermissionCaller, wanted: readonly Permission[]): Promise<boolean> {
  const [row] = await db.query<{ holds: boolean }>(`SELECT ${holdsAnySql('$1', '$2', '$3::text[]')} AS holds`, [
    caller.userId,
    caller.customerUserId,
    [...wanted],
  ]);
  return row?.holds === true;
}

/** Every permission the caller holds. */
export async function heldPermissions(db: Queryable, caller: PermissionCaller): Promise<Set<string>> {
  const rows = await db.query<{ permission: string }>(HELD, [caller.userId, caller.customerUserId]);
  return new Set(rows.map((row) => row.permission));
}

/** The permissions of each of the roles in force in the organisation, sorted, one row per role holding any. */
export function rolePermissionsIn(
  q: Queryable,
  roleIds: readonly number[],
  customerId: number | null,
): Promise<{ role_id: number; permissions: string[] }[]> {
  return q.query<{ role_id: number; permissions: string[] }>(
    `SELECT role_id, array_agg(permission ORDER BY permission) AS permissions
       FROM role_permissions_in($2) WHERE role_id = ANY($1::int[])
      GROUP BY role_id ORDER BY role_id`,
    [roleIds, customerId],
  );
}
