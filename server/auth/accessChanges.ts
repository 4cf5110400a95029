import type { Db, Queryable } from '../db/port';
import type { Live } from '../live/live';

/** Where the change is announced to open streams (server/live), after it is committed. */
type Announce = Pick<Live, 'publish'> | undefined;

/**
 * Changes to who may sign in, and where, and with which roles, that must reach live sessions at
 * once: each revokes the logins (refresh families) it affects, so no refresh token of theirs
 * works again, not even after a reactivation, and the guard refuses their access tokens on the
 * next call (it reads the family, the user, the membership and the roles on every secured call).
 * The administration API calls these; each runs in one transaction and, given `live`, tells open
 * tabs once it has committed.
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

/** Inside a transaction: deactivates a user and ends every login of theirs; returns how many were ended. */
export async function deactivateIn(tx: Queryable, userId: number, now: Date): Promise<number> {
  await tx.query('UPDATE users SET is_active = false WHERE id = $1', [userId]);
  return revokeWhere(tx, 'user_id = $1', [userId], 'deactivated', now);
}

/** After the commit: §8, every open tab of the user ends at /login/status/inActive. */
export async function announceDeactivation(live: Announce, userId: number): Promise<void> {
  await live?.publish({ t: 'revoked', u: userId, f: null, r: 'inactive' });
}

/** Deactivates a user and ends every login of theirs; returns how many were ended. */
export async function deactivateUser(db: Db, userId: number, now: Date, live?: Announce): Promise<number> {
  const ended = await db.transaction((tx) => deactivateIn(tx, userId, now));
  await announceDeactivation(live, userId);
  return ended;
}

/** Lets a user sign in again; logins ended by the deactivation stay ended. */
export async function reactivateUser(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET is_active = true WHERE id = $1', [userId]);
}

/** What ending a membership's access did: the logins ended, and the membership ids concerned. */
export interface MembershipEnded {
  ended: number;
  members: number[];
}

/**
 * Inside a transaction: locks a membership. The guard refuses its access tokens at once and no
 * refresh grant issues one for it again (customerChoice), so a login that has another unlocked
 * organisation lives on there: its open tabs switch away (§4). A login with nowhere else to go
 * is ended, and so is an analytics hand-off login for that organisation.
 */
export async function lockIn(tx: Queryable, userId: number, customerId: number, now: Date): Promise<MembershipEnded> {
  const locked = await tx.query<{ id: number }>(
    'UPDATE customer_users SET is_locked = true WHERE user_id = $1 AND customer_id = $2 RETURNING id',
    [userId, customerId],
  );
  const elsewhere = await tx.query('SELECT 1 FROM customer_users WHERE user_id = $1 AND customer_id <> $2 AND NOT is_locked LIMIT 1', [
    userId,
    customerId,
  ]);
  // An analytics hand-off login (parent_id set) cannot switch organisation: it ends either way.
  const where = elsewhere.length > 0 ? 'user_id = $1 AND customer_id = $2 AND parent_id IS NOT NULL' : 'user_id = $1 AND customer_id = $2';
  return {
    ended: await revokeWhere(tx, where, [userId, customerId], 'membership_locked', now),
    members: locked.map((row) => row.id),
  };
}

/** After the commit: §4, open tabs in that organisation switch away as from a locked profile. */
export async function announceMembershipEnded(live: Announce, members: readonly number[], customerId: number): Promise<void> {
  for (const id of members) await live?.publish({ t: 'locked', cu: id, c: customerId });
}

/** Locks a user's membership of an organisation (lockIn); returns how many logins were ended. */
export async function lockMembership(db: Db, userId: number, customerId: number, now: Date, live?: Announce): Promise<number> {
  const { ended, members } = await db.transaction((tx) => lockIn(tx, userId, customerId, now));
  await announceMembershipEnded(live, members, customerId);
  return ended;
}

export async function unlockMembership(db: Queryable, userId: number, customerId: number): Promise<void> {
  await db.query('UPDATE customer_users SET is_locked = false WHERE user_id = $1 AND customer_id = $2', [userId, customerId]);
}

/** Inside a transaction: removes a user from an organisation and ends their logins in it. */
export async function removeIn(tx: Queryable, userId: number, customerId: number, now: Date): Promise<MembershipEnded> {
  const removed = await tx.query<{ id: number }>('DELETE FROM customer_users WHERE user_id = $1 AND customer_id = $2 RETURNING id', [
    userId,
    customerId,
  ]);
  return {
    ended: await revokeWhere(tx, 'user_id = $1 AND customer_id = $2', [userId, customerId], 'membership_removed', now),
    members: removed.map((row) => row.id),
  };
}

/** Removes a user from an organisation and ends their logins in it; returns how many. */
export async function removeMembership(db: Db, userId: number, customerId: number, now: Date, live?: Announce): Promise<number> {
  const { ended, members } = await db.transaction((tx) => removeIn(tx, userId, customerId, now));
  // Open tabs in that organisation leave it as from a locked profile.
  await announceMembershipEnded(live, members, customerId);
  return ended;
}

/**
 * Replaces the roles of a user's membership of an organisation. Nothing is revoked: the guard
 * reads the caller's roles on every call, so the next call already has the new ones, and open
 * tabs of the organisation reload their permissions (`permissions.changed`). False when the
 * user has no such membership.
 */
export async function setMembershipRoles(
  db: Db,
  userId: number,
  customerId: number,
  roleIds: readonly number[],
  live?: Announce,
): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const member = await tx.query<{ id: number }>('SELECT id FROM customer_users WHERE user_id = $1 AND customer_id = $2 FOR UPDATE', [
      userId,
      customerId,
    ]);
    const id = member[0]?.id;
    if (id === undefined) return false;
    await tx.query('DELETE FROM customer_user_roles WHERE customer_user_id = $1', [id]);
    await tx.query('INSERT INTO customer_user_roles (customer_user_id, role_id) SELECT $1, unnest($2::int[])', [id, [...new Set(roleIds)]]);
    return true;
  });
  if (changed) await live?.publish({ t: 'permissions', c: customerId });
  return changed;
}
