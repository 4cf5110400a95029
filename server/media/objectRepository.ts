import type { Queryable } from '../db/port';

export interface StoredObject {
  key: string;
  customerId: number;
  ownerId: number | null;
  size: number;
  contentType: string;
  etag: string;
  createdAt: Date;
}

interface Row {
  key: string;
  customer_id: number;
  owner_id: number | null;
  size: string | number;
  content_type: string;
  etag: string;
  created_at: Date | string;
}

const toObject = (row: Row): StoredObject => ({
  key: row.key,
  customerId: row.customer_id,
  ownerId: row.owner_id,
  size: Number(row.size),
  contentType: row.content_type,
  etag: row.etag,
  createdAt: new Date(row.created_at),
});

/**
 * Records a stored object; the uploader is the user whose uuid the key names (keys the server
 * chose: customers/{id}/uploads/{user uuid}/…), if that user exists. A second upload to the same
 * key replaces the first, as in S3.
 */
export async function recordObject(
  db: Queryable,
  object: { key: string; customerId: number; ownerUuid: string | null; size: number; contentType: string; etag: string },
): Promise<void> {
  await db.query(
    `INSERT INTO media_objects (key, customer_id, owner_id, size, content_type, etag)
     VALUES ($1, $2, (SELECT id FROM users WHERE uuid = $3::uuid), $4, $5, $6)
     ON CONFLICT (key) DO UPDATE SET customer_id = excluded.customer_id, owner_id = excluded.owner_id,
       size = excluded.size, content_type = excluded.content_type, etag = excluded.etag, created_at = now()`,
    [object.key, object.customerId, object.ownerUuid, object.size, object.contentType, object.etag],
  );
}

export async function findObject(db: Queryable, key: string): Promise<StoredObject | null> {
  const rows = await db.query<Row>('SELECT * FROM media_objects WHERE key = $1', [key]);
  return rows[0] === undefined ? null : toObject(rows[0]);
}

/** An organisation's objects, newest first. */
export async function listObjects(db: Queryable, customerId: number): Promise<StoredObject[]> {
  const rows = await db.query<Row>('SELECT * FROM media_objects WHERE customer_id = $1 ORDER BY created_at DESC, key', [customerId]);
  return rows.map(toObject);
}
