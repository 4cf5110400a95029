import type { Db } from '../../db/port';
import type { LiveNotice } from '../../live/notice';
import { renderNotice, tell } from './renderNotice';

/**
 * Called where processing of an item finishes: when the item is a version's video, the version
 * is ready (and becomes the program's current one, with its video, duration and thumbnail — the
 * author's choice, else processing's — unless a newer version is current already) or failed as
 * renderFailed, the previous version kept.
 */
export async function versionProcessed(
  db: Db,
  publish: (notice: LiveNotice) => Promise<void>,
  key: string,
  outcome: 'ready' | 'failed',
): Promise<void> {
  const version = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ program_id: number; number: number; customer_id: number; user_id: number | null }>(
      `UPDATE program_versions v
          SET state = $2, progress = CASE WHEN $2 = 'ready' THEN 100 ELSE 0 END,
              error = CASE WHEN $2 = 'ready' THEN NULL ELSE 'renderFailed' END
         FROM programs p LEFT JOIN customer_users cu ON cu.id = p.author_id
        WHERE v.media_key = $1 AND v.state = 'processing' AND p.id = v.program_id
        RETURNING v.program_id, v.number, p.customer_id, cu.user_id`,
      [key, outcome],
    );
    if (row === undefined) return null;
    if (outcome === 'ready') {
      await tx.query(
        `UPDATE programs p SET current_version = $2, media_key = $3, duration_seconds = round(m.duration_seconds)::integer,
                thumbnail_key = COALESCE(v.thumbnail_key, m.thumbnail_key)
           FROM media_processing m, program_versions v
          WHERE p.id = $1 AND m.key = $3 AND v.program_id = p.id AND v.number = $2
            AND (p.current_version IS NULL OR p.current_version < $2)`,
        [row.program_id, row.number, key],
      );
    }
    return { programId: row.program_id, number: row.number, customerId: row.customer_id, authorUserId: row.user_id };
  });
  if (version === null) return;
  await tell(publish, renderNotice(version, outcome, outcome === 'ready' ? 100 : 0, outcome === 'ready' ? null : 'renderFailed'));
}
