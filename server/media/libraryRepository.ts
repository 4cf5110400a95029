import type { MediaItem, MediaKind, MediaListRequest, MediaSortKey } from '../../contract';
import type { Queryable } from '../db/port';
import { limitOffset, searchWords } from '../routes/listSchema';

/** The upload purposes whose objects each list shows (§2 Create). */
export const PURPOSES_OF: Record<MediaKind, readonly string[]> = {
  footage: ['footage', 'taskRecording'],
  files: ['file', 'taskFile'],
};

/** Sort keys to SQL through a fixed map: request text never reaches ORDER BY. */
const ORDER: Record<MediaSortKey, string> = {
  createdAt: 'o.created_at',
  name: 'lower(u.file_name)',
  size: 'o.size',
  type: 'o.content_type',
  owner: "lower(coalesce(w.display_name, ''))",
};

interface Row {
  key: string;
  file_name: string;
  content_type: string;
  size: string | number;
  created_at: Date | string;
  owner_id: number | null;
  owner_name: string | null;
  total: string | number;
}

export interface Viewer {
  customerId: number;
  userId: number;
  managesMedia: boolean;
}

/** One page of an organisation's stored objects of a kind; search matches the name and the uploader. */
export async function listMedia(
  db: Queryable,
  viewer: Viewer,
  kind: MediaKind,
  request: MediaListRequest,
  urlOf: (key: string) => string,
): Promise<{ items: MediaItem[]; total: number }> {
  const params: unknown[] = [viewer.customerId, PURPOSES_OF[kind]];
  const where = ['u.customer_id = $1', 'u.purpose = ANY($2::text[])'];
  for (const word of searchWords(request.search)) {
    params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(lower(u.file_name) LIKE $${params.length} OR lower(coalesce(w.display_name, '')) LIKE $${params.length})`);
  }
  if (request.mine) {
    params.push(viewer.userId);
    where.push(`o.owner_id = $${params.length}`);
  }
  if (request.contentType) {
    params.push(`${request.contentType.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`o.content_type LIKE $${params.length}`);
  }
  const { limit, offset } = limitOffset(request);
  params.push(limit, offset);
  const rows = await db.query<Row>(
    `SELECT o.key, u.file_name, o.content_type, o.size, o.created_at, o.owner_id, w.display_name AS owner_name,
            count(*) OVER () AS total
       FROM media_uploads u
       JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
       LEFT JOIN users w ON w.id = o.owner_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${ORDER[request.sort]} ${request.direction === 'asc' ? 'ASC' : 'DESC'}, o.key
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = rows[0] === undefined ? await countMedia(db, where, params.slice(0, -2)) : Number(rows[0].total);
  return {
    total,
    items: rows.map((row) => ({
      key: row.key,
      name: row.file_name,
      contentType: row.content_type,
      size: Number(row.size),
      createdAt: new Date(row.created_at).toISOString(),
      ownerName: row.owner_name,
      canDelete: viewer.managesMedia || row.owner_id === viewer.userId,
      url: urlOf(row.key),
      processing: { state: 'queued' as const, progress: 0, error: null },
      durationSeconds: null,
      width: null,
      height: null,
      thumbnailUrl: null,
      posterUrl: null,
      streamUrl: null,
      previewsUrl: null,
      captions: [],
    })),
  };
}

// A page past the end has no row to carry the window count.
async function countMedia(db: Queryable, where: string[], params: unknown[]): Promise<number> {
  const rows = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM media_uploads u
       JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
       LEFT JOIN users w ON w.id = o.owner_id
      WHERE ${where.join(' AND ')}`,
    params,
  );
  return Number(rows[0]?.total ?? 0);
}

/** Records what a signed key is for, before the object arrives. */
export async function recordUpload(
  db: Queryable,
  upload: { key: string; customerId: number; ownerId: number; purpose: string; fileName: string },
): Promise<void> {
  await db.query('INSERT INTO media_uploads (key, customer_id, owner_id, purpose, file_name) VALUES ($1, $2, $3, $4, $5)', [
    upload.key,
    upload.customerId,
    upload.ownerId,
    upload.purpose,
    upload.fileName,
  ]);
}

/**
 * Removes a listed object of the organisation when the viewer may: 'gone' when it is not there
 * (or in another organisation: its existence is not told), 'refused' when it is someone else's.
 */
export async function deleteMedia(db: Queryable, viewer: Viewer, key: string): Promise<'deleted' | 'gone' | 'refused'> {
  const rows = await db.query<{ owner_id: number | null }>(
    `SELECT o.owner_id FROM media_objects o JOIN media_uploads u ON u.key = o.key
      WHERE o.key = $1 AND o.customer_id = $2 AND u.purpose = ANY($3::text[])`,
    [key, viewer.customerId, [...PURPOSES_OF.footage, ...PURPOSES_OF.files]],
  );
  const row = rows[0];
  if (row === undefined) return 'gone';
  if (!viewer.managesMedia && row.owner_id !== viewer.userId) return 'refused';
  await db.query('DELETE FROM media_objects WHERE key = $1 AND customer_id = $2', [key, viewer.customerId]);
  await db.query('DELETE FROM media_uploads WHERE key = $1 AND customer_id = $2', [key, viewer.customerId]);
  return 'deleted';
}
