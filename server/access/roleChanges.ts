import type { RoleId } from '../../contract';
import type { Db } from '../db/port';
import type { Live } from '../live/live';

/**
 * Changes to what a signed-in member may do, announced to their open tabs at once (server/live):
 * route checks read the roles at request time already (permissionRepository.ts), the tabs reload
 * their roles and permissions on `permissions.changed` so `can()` and the menu follow without a
 * reload (§6). The administration API calls these.
 */

/** Sets a member's roles in their organisation; 'not found' when there is no such membership. */
export async function setMemberRoles(
  db: Db,
  customerUserId: number,
  roleIds: readonly RoleId[],
  live?: Pick<Live, 'publish'>,
): Promise<'changed' | 'unchanged' | 'not found'> {
  const outcome = await db.transaction(async (tx) => {
    const member = await tx.query<{ customer_id: number; roles: number[] }>(
      `SELECT customer_id, ARRAY(SELECT role_id FROM customer_user_roles WHERE customer_user_id = id ORDER BY role_id) AS roles
         FROM customer_users WHERE id = $1 FOR UPDATE`,
      [customerUserId],
    );
    const row = member[0];
    if (row === undefined) return null;
    const wanted = [...new Set(roleIds)].sort((a, b) => a - b);
    if (wanted.length === row.roles.length && wanted.every((id, i) => id === row.roles[i]))
      return { customerId: row.customer_id, changed: false };
    await tx.query('DELETE FROM customer_user_roles WHERE customer_user_id = $1 AND NOT (role_id = ANY($2::int[]))', [
      customerUserId,
      wanted,
    ]);
    await tx.query('INSERT INTO customer_user_roles (customer_user_id, role_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
      customerUserId,
      wanted,
    ]);
    return { customerId: row.customer_id, changed: true };
  });
  if (outcome === null) return 'not found';
  if (!outcome.changed) return 'unchanged';
  await live?.publish({ t: 'permissions', c: outcome.customerId, cu: [customerUserId] });
  return 'changed';
}
