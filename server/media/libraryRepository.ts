import type { MediaItem, MediaKind, MediaListRequest, MediaProcessingState, MediaSortKey, Page } from '../../contract';
import type { Queryable } from '../db/port';
import { pagedList } from '../db/pagedList';
import { join, run, sql, type Sql } from '../db/sql';
import { playableOf, type PlayableRow } from './playableMedia';

/** The upload purposes whose objects each list shows (§2 Create). */
export const PURPOSES_OF: Record<MediaKind, readonly string[]> = {
  footage: ['footage', 'taskRecording'],
  files: ['file', 'taskFile'],
};

const MEDIA_TYPE = /^(image|audio|video)\//;

/** Sort keys to SQL through a fixed map: request text never reaches ORDER BY. */
const ORDER: Record<MediaSortKey, string> = {
  createdAt: 'o.created_at',
  name: 'lower(u.file_name)',
  size: 'o.size',
  type: 'o.content_type',
  owner: "lower(coalesce(up.display_name, ''))",
};

interface Row extends PlayableRow {
  file_name: string;
  size: string | number;
  created_at: Date | string;
  owner_id: number | null;
  owner_name: string | null;
  state: MediaProcessingState | null;
  progress: number | null;
  error: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  thumbnail_key: string | null;
}

export interface Viewer {
  customerId: number;
  userId: number;
  managesMedia: boolean;
}

/** The uploads (alias u) an organisation's list of a kind shows. */
export function listedIn(customerId: number, kind: MediaKind): Sql[] {
  return [
    sql`u.customer_id = ${customerId}`,
    sql`u.purpose = ANY(${PURPOSES_OF[kind]}::text[])`,
    // A task's upload joins the organisation's media once it has been handed in for its task (§2 Tasks).
    sql`(u.purpose NOT IN ('taskRecording', 'taskFile')
      OR EXISTS (SELECT 1 FROM recording_tasks r WHERE r.customer_id = u.customer_id AND r.clip_key = u.key)
      OR EXISTS (SELECT 1 FROM asset_requests a WHERE a.customer_id = u.customer_id AND a.file_key = u.key))`,
  ];
}

/** The object is an item of the organisation's list of that kind, as listMedia shows it. */
export async function isListed(db: Queryable, customerId: number, kind: MediaKind, key: string): Promise<boolean> {
  const rows = await run(
    db,
    sql`SELECT 1 FROM media_uploads u JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
         WHERE u.key = ${key} AND ${join(listedIn(customerId, kind), ' AND ')}`,
  );
  return rows.length > 0;
}

/** One page of an organisation's stored objects of a kind; search matches the name and the uploader. */
export function listMedia(
  db: Queryable,
  viewer: Viewer,
  kind: MediaKind,
  request: MediaListRequest,
  urlOf: (key: string) => string,
): Promise<Page<MediaItem>> {
  const where = listedIn(viewer.customerId, kind);
  if (request.mine) where.push(sql`o.owner_id = ${viewer.userId}`);
  if (request.contentType) where.push(sql`starts_with(o.content_type, ${request.contentType})`);
  return pagedList<Row, MediaItem, MediaSortKey>(
    db,
    {
      columns: sql`o.key, u.file_name, o.content_type, o.size, o.created_at, o.owner_id, up.display_name AS owner_name,
                   p.state, p.progress, p.error, p.duration_seconds, p.width, p.height,
                   p.stream_key, p.thumbnail_key, p.poster_key, p.previews_key, p.captions,
                   p.probe->>'kind' AS probed_kind, p.probe->>'container' AS probed_container,
                   p.probe->>'videoCodec' AS probed_video, p.probe->>'audioCodec' AS probed_audio`,
      from: sql`media_uploads u
       JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
       LEFT JOIN users up ON up.id = o.owner_id
       LEFT JOIN media_processing p ON p.key = o.key`,
      where,
      searchIn: sql`u.file_name || ' ' || coalesce(up.display_name, '')`,
      orderBy: ORDER,
      tieBreaker: 'o.key',
    },
    request,
    (row) => toItem(row, viewer, urlOf),
  );
}

function toItem(row: Row, viewer: Viewer, urlOf: (key: string) => string): MediaItem {
  return {
    ...playableOf(row, row.file_name, urlOf),
    size: Number(row.size),
    createdAt: new Date(row.created_at).toISOString(),
    ownerName: row.owner_name,
    canDelete: viewer.managesMedia || row.owner_id === viewer.userId,
    // A document (no picture, sound or video) is never processed: it is ready as stored.
    processing:
      row.state === null
        ? MEDIA_TYPE.test(row.content_type)
          ? { state: 'queued', progress: 0, error: null }
          : { state: 'ready', progress: 100, error: null }
        : { state: row.state, progress: row.progress ?? 0, error: row.error },
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    width: row.width,
    height: row.height,
    thumbnailUrl: row.thumbnail_key === null ? null : urlOf(row.thumbnail_key),
  };
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
export async function deleteMedia(
  db: Queryable,
  viewer: Viewer,
  key: string,
): Promise<{ outcome: 'deleted' | 'gone' | 'refused'; derivedKeys: string[] }> {
  const rows = await db.query<{ owner_id: number | null }>(
    `SELECT o.owner_id FROM media_objects o JOIN media_uploads u ON u.key = o.key
      WHERE o.key = $1 AND o.customer_id = $2 AND u.purpose = ANY($3::text[])`,
    [key, viewer.customerId, [...PURPOSES_OF.footage, ...PURPOSES_OF.files]],
  );
  const row = rows[0];
  if (row === undefined) return { outcome: 'gone', derivedKeys: [] };
  if (!viewer.managesMedia && row.owner_id !== viewer.userId) return { outcome: 'refused', derivedKeys: [] };
  // Renditions, posters, storyboard and captions go with their original.
  const derived = await db.query<{ derived_keys: string[] }>('SELECT derived_keys FROM media_processing WHERE key = $1', [key]);
  const derivedKeys = derived[0]?.derived_keys ?? [];
  if (derivedKeys.length > 0) {
    await db.query('DELETE FROM media_objects WHERE customer_id = $1 AND key = ANY($2::text[])', [viewer.customerId, derivedKeys]);
  }
  await db.query('DELETE FROM media_objects WHERE key = $1 AND customer_id = $2', [key, viewer.customerId]);
  await db.query('DELETE FROM media_uploads WHERE key = $1 AND customer_id = $2', [key, viewer.customerId]);
  return { outcome: 'deleted', derivedKeys };
}
