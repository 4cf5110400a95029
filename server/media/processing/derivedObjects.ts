import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Db, Queryable } from '../../db/port';
import { storeIncomingCopy } from '../incomingCopy';
import type { ObjectFiles } from '../objectFiles';
import { recordObject } from '../objectRepository';
import { derivedPrefix } from './processingRepository';

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/mp4',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  vtt: 'text/vtt',
};

export function contentTypeOf(name: string): string {
  return TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** Where an original's derived objects live: a fixed prefix per key, so a rerun overwrites the same objects. */
export function derivedKeyOf(customerId: number, originalKey: string, name: string): string {
  const digest = crypto.createHash('sha256').update(originalKey, 'utf8').digest('hex').slice(0, 32);
  return `${derivedPrefix(customerId, digest)}${name}`;
}

/**
 * Puts a finished output into the embedded object store as an ordinary object of the
 * organisation (no owner): copied into `.incoming/`, then its row and its rename commit together,
 * exactly as an upload is stored.
 */
export async function storeDerived(db: Db, files: ObjectFiles, customerId: number, key: string, source: string): Promise<void> {
  await storeIncomingCopy(files, source, (incoming, { size, etag }) =>
    db.transaction(async (tx) => {
      await recordObject(tx, { key, customerId, ownerUuid: null, size, contentType: contentTypeOf(key), etag });
      await files.commit(incoming, customerId, key);
    }),
  );
}

/** Removes derived objects: rows first (the CDN reads the row), then their files. */
export async function removeDerived(q: Queryable, files: ObjectFiles | null, customerId: number, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await q.query('DELETE FROM media_objects WHERE customer_id = $1 AND key = ANY($2::text[])', [customerId, keys]);
  if (files === null) return;
  await Promise.all(keys.map((key) => fs.promises.rm(files.pathOf(customerId, key), { force: true })));
}
