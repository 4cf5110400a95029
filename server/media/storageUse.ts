import type { StorageUse } from '../../contract';
import type { Queryable } from '../db/port';
import { POSTER_FILES, SPRITE_FILES } from './processing/artwork';

type Kind = Exclude<keyof StorageUse, 'totalBytes'>;
const KINDS: readonly Kind[] = ['originals', 'renditions', 'posters', 'sprites', 'captions'];

/**
 * Objects and bytes an organisation stores, by kind. Derived objects live under
 * `customers/{id}/derived/` and are told apart by the fixed names processing gives them;
 * everything else of the organisation is an original.
 */
export async function storageUse(db: Queryable, customerId: number): Promise<StorageUse> {
  const rows = await db.query<{ kind: Kind; count: string | number; bytes: string | number }>(
    `SELECT CASE
              WHEN key NOT LIKE $2 THEN 'originals'
              WHEN key ~ '\\.(m3u8|m4s)$' THEN 'renditions'
              WHEN regexp_replace(key, '^.*/', '') = ANY($3::text[]) THEN 'posters'
              WHEN regexp_replace(key, '^.*/', '') = ANY($4::text[]) THEN 'sprites'
              ELSE 'captions'
            END AS kind, count(*) AS count, coalesce(sum(size), 0) AS bytes
       FROM media_objects WHERE customer_id = $1 GROUP BY 1`,
    [customerId, `customers/${customerId}/derived/%`, Object.values(POSTER_FILES), Object.values(SPRITE_FILES)],
  );
  const use = Object.fromEntries(KINDS.map((kind) => [kind, { count: 0, bytes: 0 }])) as Omit<StorageUse, 'totalBytes'>;
  for (const row of rows) use[row.kind] = { count: Number(row.count), bytes: Number(row.bytes) };
  return { ...use, totalBytes: KINDS.reduce((sum, kind) => sum + use[kind].bytes, 0) };
}
