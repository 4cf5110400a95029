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
const HELD = `SELECT rp.permission FROM role_permissions_in((SELECT customer_id FROM customer_users WHERE id = $2)) rp
      WHERE rp.role_id IN (SELECT role_id FROM user_global_roles WHERE user_id = $1
                           UNION
                           SELECT cur.role_id FROM customer_user_roles cur
                             JOIN customer_users cu ON cu.id = cur.customer_user_id
                            WHERE cur.customer_user_id = $2 AND cu.user_id = $1 AND NOT cu.is_locked)`;

/** Whether the caller holds any of `wanted` (the route check, §6). */
export async function holdsAnyPermission(db: Queryable, caller: PermissionCaller, wanted: readonly Permission[]): Promise<boolean> {
  const rows = await db.query<{ permission: string }>(`${HELD} AND rp.permission = ANY($3::text[]) LIMIT 1`, [
    caller.userId,
    caller.customerUserId,
    [...wanted],
  ]);
  return rows.length > 0;
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
