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

/**
 * Whether `key` is a stored picture the user uploaded for their profile: signed for the purpose
 * userPicture to this user, and received whole by the store. Any other object (footage, another
 * user's picture, another organisation's file) is refused as a picture.
 */
export async function isOwnStoredPicture(q: Queryable, userId: number, key: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM media_uploads u JOIN media_objects o ON o.key = u.key
      WHERE u.key = $1 AND u.purpose = 'userPicture' AND u.owner_id = $2`,
    [key, userId],
  );
  return rows.length > 0;
}
