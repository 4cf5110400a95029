import type { Db } from '../../db/port';
import { storeIncomingCopy } from '../incomingCopy';
import type { ObjectFiles } from '../objectFiles';
import { recordObject } from '../objectRepository';
import type { VersionRow } from './versionRepository';

/** The upload purpose of a rendered program: neither Footage nor Files list it, yet it is processed like them. */
export const RENDER_PURPOSE = 'programRender';

/** Where a version's video is stored: one key per version of the program. */
export function renderKeyOf(version: Pick<VersionRow, 'customerId' | 'programId' | 'number'>): string {
  return `customers/${version.customerId}/programs/${version.programId}/v${version.number}.mp4`;
}

/**
 * Stores the rendered file as a media object of the organisation, owned by the author, exactly as
 * an upload is stored (into `.incoming/`, then its rows and its rename commit together), queued
 * for processing, and the version moved to 'processing' with its video and its duration.
 */
export async function storeRender(db: Db, files: ObjectFiles, version: VersionRow, file: string, durationSeconds: number): Promise<string> {
  const key = renderKeyOf(version);
  await storeIncomingCopy(files, file, (incoming, { size, etag }) =>
    db.transaction(async (tx) => {
      await recordObject(tx, { key, customerId: version.customerId, ownerUuid: null, size, contentType: 'video/mp4', etag });
      await tx.query('UPDATE media_objects SET owner_id = $2 WHERE key = $1', [key, version.authorUserId]);
      await tx.query(
        `INSERT INTO media_uploads (key, customer_id, owner_id, purpose, file_name) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (key) DO UPDATE SET owner_id = excluded.owner_id, file_name = excluded.file_name`,
        [key, version.customerId, version.authorUserId, RENDER_PURPOSE, `${version.title} v${version.number}.mp4`],
      );
      await tx.query(
        `INSERT INTO media_processing (key, customer_id) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET state = 'queued', progress = 0, error = NULL, attempts = 0, updated_at = now()`,
        [key, version.customerId],
      );
      await tx.query(
        `UPDATE program_versions SET state = 'processing', progress = 100, media_key = $3, duration_seconds = $4
            WHERE program_id = $1 AND number = $2`,
        [version.programId, version.number, key, durationSeconds],
      );
      await files.commit(incoming, version.customerId, key);
    }),
  );
  return key;
}
