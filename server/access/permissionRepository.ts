import type { Permission } from '../../contract';
import type { Queryable } from '../db/port';

/**
 * Whether the caller's roles, read from the database at request time, hold any of `wanted`.
 * Roles are those of the current membership plus any global ones — the same set the access
 * token was issued with, but re-read so a role withdrawn from a member takes effect at once,
 * and scoped by the membership so a role in one organisation never opens a call in another.
 */
export async function holdsAnyPermission(
  db: Queryable,
  caller: { userId: number; customerUserId: number | null },
  wanted: readonly Permission[],
): Promise<boolean> {
  const rows = await db.query<{ permission: string }>(
    `SELECT rp.permission FROM role_permissions rp
      WHERE rp.permission = ANY($3::text[])
        AND rp.role_id IN (SELECT role_id FROM user_global_roles WHERE user_id = $1
                           UNION
                           SELECT cur.role_id FROM customer_user_roles cur
                             JOIN customer_users cu ON cu.id = cur.customer_user_id
                            WHERE cur.customer_user_id = $2 AND cu.user_id = $1 AND NOT cu.is_locked)
      LIMIT 1`,
    [caller.userId, caller.customerUserId, [...wanted]],
  );
  return rows.length > 0;
}
