import type { Queryable } from '../db/port';
import { join, run, sql } from '../db/sql';
import { listedIn } from '../media/libraryRepository';
import { readBumperRows } from './bumperRepository';
import type { EditMedia } from './editRules';

/**
 * What the edit rules need to know of the keys an edit names, in one read per list: which are
 * Footage items of the organisation (with their duration) and which are images of its Files,
 * exactly as the Footage and Files lists show them (server/media/libraryRepository.ts).
 */
export async function readEditMedia(db: Queryable, customerId: number, keys: string[]): Promise<EditMedia> {
  const footage = await run<{ key: string; duration: number | null }>(
    db,
    sql`SELECT u.key, p.duration_seconds AS duration
          FROM media_uploads u JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
          LEFT JOIN media_processing p ON p.key = u.key
         WHERE u.key = ANY(${keys}::text[]) AND ${join(listedIn(customerId, 'footage'), ' AND ')}`,
  );
  const images = await run<{ key: string }>(
    db,
    sql`SELECT u.key FROM media_uploads u JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
         WHERE u.key = ANY(${keys}::text[]) AND starts_with(o.content_type, 'image/') AND ${join(listedIn(customerId, 'files'), ' AND ')}`,
  );
  const bumpers = await readBumperRows(db, customerId);
  const secondsOf = (slot: 'intro' | 'outro') => Number(bumpers.find((row) => row.slot === slot)?.duration_seconds ?? 0);
  return {
    footage: new Map(footage.map((row) => [row.key, row.duration === null ? null : Number(row.duration)])),
    images: new Set(images.map((row) => row.key)),
    introSeconds: secondsOf('intro'),
    outroSeconds: secondsOf('outro'),
  };
}
