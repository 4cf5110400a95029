import fs from 'node:fs';
import path from 'node:path';
import type { PosterChoice } from '../../../contract/programs';
import type { Db } from '../../db/port';
import type { ObjectFiles } from '../objectFiles';
import { derivedKeyOf, storeDerived } from '../processing/derivedObjects';
import { runTool, type MediaTools } from '../processing/tools';

/** As wide as processing's own thumbnails (processing/artwork.ts). */
const THUMBNAIL_WIDTH = 280;
const FILE = 'chosen-thumbnail.jpg';

/**
 * The thumbnail the author chose for the version, kept with it: a frame of the rendered program
 * at that moment (stored beside the render's derived objects), or the thumbnail processing made
 * of the chosen image of Files (an image of the program's organisation only). Nothing for the
 * pipeline's own choice, or an image not processed.
 */
export async function keepChosenPoster(
  deps: { db: Db; files: ObjectFiles; tools: MediaTools },
  version: { customerId: number; programId: number; number: number },
  renderKey: string,
  poster: PosterChoice | undefined,
  rendered: string,
): Promise<void> {
  if (poster === undefined || poster === null) return;
  let key: string | null;
  if (poster.kind === 'image') {
    const [row] = await deps.db.query<{ thumbnail_key: string | null }>(
      'SELECT thumbnail_key FROM media_processing WHERE key = $1 AND customer_id = $2',
      [poster.mediaKey, version.customerId],
    );
    key = row?.thumbnail_key ?? null;
  } else {
    const out = path.join(path.dirname(rendered), FILE);
    await runTool(deps.tools, deps.tools.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-y', '-ss', poster.atSeconds.toFixed(3), '-i', `file:${rendered}`],
      ...['-frames:v', '1', '-vf', `scale=${THUMBNAIL_WIDTH}:-2`, '-q:v', '3', out],
    ]);
    if (!fs.existsSync(out)) return;
    key = derivedKeyOf(version.customerId, renderKey, FILE);
    await storeDerived(deps.db, deps.files, version.customerId, key, out);
  }
  if (key === null) return;
  await deps.db.query('UPDATE program_versions SET thumbnail_key = $3 WHERE program_id = $1 AND number = $2', [
    version.programId,
    version.number,
    key,
  ]);
}
