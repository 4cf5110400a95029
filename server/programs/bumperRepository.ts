import type { Bumper, Bumpers } from '../../contract/schemas/programs';
import type { Queryable } from '../db/port';
import { playableOf, type PlayableRow } from '../media/playableMedia';

interface BumperRow extends Partial<PlayableRow> {
  slot: 'intro' | 'outro';
  bumper_key: string | null;
  duration_seconds: number | null;
}

/** The organisation's two bumpers, each with what the player needs of it (server/media/playableMedia.ts). */
export async function readBumperRows(db: Queryable, customerId: number): Promise<BumperRow[]> {
  return db.query<BumperRow>(
    `SELECT b.slot, b.key AS bumper_key, o.key, u.file_name, o.content_type, p.duration_seconds,
            p.stream_key, p.poster_key, p.previews_key, p.captions,
            p.probe->>'kind' AS probed_kind, p.probe->>'container' AS probed_container,
            p.probe->>'videoCodec' AS probed_video, p.probe->>'audioCodec' AS probed_audio
       FROM customers c
       CROSS JOIN LATERAL (VALUES ('intro', c.intro_bumper_key), ('outro', c.outro_bumper_key)) AS b (slot, key)
       LEFT JOIN media_objects o ON o.key = b.key AND o.customer_id = c.id
       LEFT JOIN media_uploads u ON u.key = o.key AND u.customer_id = o.customer_id
       LEFT JOIN media_processing p ON p.key = o.key
      WHERE c.id = $1`,
    [customerId],
  );
}

function bumperOf(row: BumperRow | undefined, urlOf: (key: string) => string): Bumper {
  if (row === undefined || row.bumper_key === null) return null;
  const name = row.file_name ?? row.bumper_key;
  return {
    key: row.bumper_key,
    name,
    durationSeconds: row.duration_seconds === null || row.duration_seconds === undefined ? null : Number(row.duration_seconds),
    media: row.key === null || row.key === undefined ? null : playableOf(row as PlayableRow, name, urlOf),
  };
}

/** The organisation's intro and outro, null where none is chosen. */
export async function readBumpers(db: Queryable, customerId: number, urlOf: (key: string) => string): Promise<Bumpers> {
  const rows = await readBumperRows(db, customerId);
  return {
    intro: bumperOf(
      rows.find((row) => row.slot === 'intro'),
      urlOf,
    ),
    outro: bumperOf(
      rows.find((row) => row.slot === 'outro'),
      urlOf,
    ),
  };
}

/** Sets both bumpers of the organisation; answers them as they were before. */
export async function writeBumpers(
  db: Queryable,
  customerId: number,
  keys: { introKey: string | null; outroKey: string | null },
): Promise<{ introKey: string | null; outroKey: string | null }> {
  const [before] = await db.query<{ introKey: string | null; outroKey: string | null }>(
    'SELECT intro_bumper_key AS "introKey", outro_bumper_key AS "outroKey" FROM customers WHERE id = $1 FOR UPDATE',
    [customerId],
  );
  await db.query('UPDATE customers SET intro_bumper_key = $2, outro_bumper_key = $3 WHERE id = $1', [
    customerId,
    keys.introKey,
    keys.outroKey,
  ]);
  return before ?? { introKey: null, outroKey: null };
}
