import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db, Queryable } from '../db/port';
import type { ObjectFiles } from './objectFiles';
import { derivedKeyOf, removeDerived, storeDerived } from './processing/derivedObjects';
import type { StoredCaption } from './processing/processingRepository';

export const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A track's object is named by its language and its text: an edited track gets a new address, so
 * no browser or CDN cache serves the words it replaced (the CDN keeps objects an hour).
 */
function captionName(language: string, vtt: string): string {
  const digest = crypto.createHash('sha256').update(vtt, 'utf8').digest('hex').slice(0, 16);
  return `captions-${language.toLowerCase()}-${digest}.vtt`;
}

export interface CaptionItem {
  owner_id: number | null;
  captions: StoredCaption[];
}

/** The organisation's processed item, or null: another organisation's key reads as missing. */
export async function captionItemOf(q: Queryable, customerId: number, key: string, forUpdate = false): Promise<CaptionItem | null> {
  const rows = await q.query<CaptionItem>(
    `SELECT o.owner_id, p.captions FROM media_processing p JOIN media_objects o ON o.key = p.key
      WHERE p.key = $1 AND p.customer_id = $2${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [key, customerId],
  );
  return rows[0] ?? null;
}

/**
 * Stores WebVTT as the item's track of its language, replacing the track of that language (its
 * object goes, row and file); the item's tracks after, or null when the item is gone (the new
 * object goes too). `keep` may decline, under the row's lock, to replace what is there: then
 * nothing changes and the current tracks are answered.
 */
export async function saveTrack(
  db: Db,
  files: ObjectFiles,
  customerId: number,
  key: string,
  track: Omit<StoredCaption, 'key'>,
  vtt: string,
  keep: (current: StoredCaption[]) => boolean = () => true,
): Promise<StoredCaption[] | null> {
  const captionKey = derivedKeyOf(customerId, key, captionName(track.language, vtt));
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'takeflow-captions-'));
  try {
    const file = path.join(scratch, 'captions.vtt');
    await fs.promises.writeFile(file, vtt);
    await storeDerived(db, files, customerId, captionKey, file);
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
  const saved = await db.transaction(async (tx) => {
    const current = await captionItemOf(tx, customerId, key, true);
    if (current === null) return null;
    if (!keep(current.captions)) return { captions: current.captions, replaced: [], declined: true };
    const replaced = current.captions.filter((c) => sameLanguage(c.language, track.language) && c.key !== captionKey).map((c) => c.key);
    const next = [...current.captions.filter((c) => !sameLanguage(c.language, track.language)), { ...track, key: captionKey }];
    await tx.query(
      `UPDATE media_processing SET captions = $2::jsonb,
              derived_keys = ARRAY(SELECT DISTINCT k FROM unnest(derived_keys || ARRAY[$3::text]) k WHERE NOT k = ANY($4::text[])),
              updated_at = now()
        WHERE key = $1`,
      [key, JSON.stringify(next), captionKey, replaced],
    );
    await removeDerived(tx, null, customerId, replaced);
    return { captions: next, replaced, declined: false };
  });
  if (saved === null || saved.declined) {
    // Deleted meanwhile, or declined: the stored object goes (unless it is the very one kept).
    if (saved === null || !saved.captions.some((c) => c.key === captionKey)) await removeDerived(db, files, customerId, [captionKey]);
    return saved?.captions ?? null;
  }
  await Promise.all(saved.replaced.map((old) => fs.promises.rm(files.pathOf(customerId, old), { force: true })));
  return saved.captions;
}
