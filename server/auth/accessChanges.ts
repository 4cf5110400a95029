import type { Db, Queryable } from '../db/port';

/**
 * Changes to who may sign in, and where, that must reach live sessions at once: each revokes
 * the logins (refresh families) it affects, so no refresh token of theirs works again, not even
 * after a reactivation, and the guard refuses their access tokens on the next call (it reads the
 * family, the user and the membership on every secured call). The administration API calls
 * these; each runs in one transaction.
 */

async function revokeWhere(q: Queryable, where: string, params: unknown[], reason: string, now: Date): Promise<number> {
  const at = params.length + 1;
  const rows = await q.query(
    `UPDATE refresh_families SET revoked_at = $${at}, revoked_reason = $${at + 1}
      WHERE ${where} AND revoked_at IS NULL RETURNING id`,
    [...params, now, reason],
  );
  return rows.length;
}

/** Deactivates a user and ends every login of theirs; returns how many were ended. */
export function deactivateUser(db: Db, userId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('UPDATE users SET is_active = false WHERE id = $1', [userId]);
    return revokeWhere(tx, 'user_id = $1', [userId], 'deactivated', now);
  });
}

/** Lets a user sign in again; logins ended by the deactivation stay ended. */
export async function reactivateUser(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET is_active = true WHERE id = $1', [userId]);
}

/** Locks a user's membership of an organisation and ends their logins in it; returns how many. */
export function lockMembership(db: Db, userId: number, customerId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('UPDATE customer_users SET is_locked = true WHERE user_id = $1 AND customer_id = $2', [userId, customerId]);
    return revokeWhere(tx, 'user_id = $1 AND customer_id = $2', [userId, customerId], 'membership_locked', now);
  });
}

export async function unlockMembership(db: Db, userId: number, customerId: number): Promise<void> {
  await db.query('UPDATE customer_users SET is_locked = false WHERE user_id = $1 AND customer_id = $2', [userId, customerId]);
}

/** Removes a user from an organisation and ends their logins in it; returns how many. */
export function removeMembership(db: Db, userId: number, customerId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM customer_users WHERE user_id = $1 AND customer_id = $2', [userId, customerId]);
    return revokeWhere(tx, 'user_id = $1 AND customer_id = $2', [userId, customerId], 'membership_removed', now);
  });
}
