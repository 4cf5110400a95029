import type { UserProfile } from '../../contract';
import type { Queryable } from '../db/port';

interface ProfileRow {
  id: number;
  username: string;
  display_name: string;
  picture_url: string | null;
}

/** A user's name and picture; null when there is no such user. `forUpdate` locks the row. */
export async function findProfile(q: Queryable, userId: number, forUpdate = false): Promise<UserProfile | null> {
  const [row] = await q.query<ProfileRow>(
    `SELECT id, username, display_name, picture_url FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row === undefined ? null : { userId: row.id, username: row.username, name: row.display_name, pictureUrl: row.picture_url };
}

export async function updateProfile(q: Queryable, userId: number, change: { name: string; pictureUrl: string | null }): Promise<void> {
  await q.query('UPDATE users SET display_name = $2, picture_url = $3 WHERE id = $1', [userId, change.name, change.pictureUrl]);
}
