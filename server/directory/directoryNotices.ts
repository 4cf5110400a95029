import type { Queryable } from '../db/port';
import type { Live } from '../live/live';

/**
 * Someone joined or left the directory of these organisations (a membership made, removed,
 * locked or unlocked, an account deactivated or reactivated, the organisation hidden or shown):
 * every member's Directory badge is read again (§3), so it keeps counting what the page lists.
 */
export async function announceDirectoryChanged(
  db: Queryable,
  live: Pick<Live, 'publish'>,
  organisationIds: readonly number[],
): Promise<void> {
  if (organisationIds.length === 0) return;
  const members = await db.query<{ id: number }>('SELECT id FROM customer_users WHERE customer_id = ANY ($1::int[])', [
    [...organisationIds],
  ]);
  if (members.length > 0) await live.publish({ t: 'counts', cu: members.map((member) => member.id) });
}
