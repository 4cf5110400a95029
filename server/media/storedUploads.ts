import type { UploadPurpose } from '../../contract';
import type { Queryable } from '../db/port';

export interface StoredUploadQuery {
  key: string;
  purpose: UploadPurpose;
  /** The user the upload was signed to. */
  userId: number;
  /** The organisation it was signed in; absent for uploads that belong to the user alone (a profile picture). */
  customerId?: number;
}

/**
 * Whether `key` names an object the user uploaded for `purpose`: signed for that purpose to this
 * user (in this organisation, when given) and received whole by the store (media_objects is
 * written only once the file is complete). Any other key (another purpose, another user's or
 * organisation's object, a key signed but never sent) is refused, so a call that takes an
 * upload's key cannot be pointed at someone else's file (§3 upload signature).
 */
export async function isOwnStoredUpload(q: Queryable, upload: StoredUploadQuery): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM media_uploads u JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
      WHERE u.key = $1 AND u.purpose = $2 AND u.owner_id = $3 AND ($4::int IS NULL OR u.customer_id = $4::int)`,
    [upload.key, upload.purpose, upload.userId, upload.customerId ?? null],
  );
  return rows.length > 0;
}
