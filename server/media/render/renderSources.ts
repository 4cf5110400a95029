import fs from 'node:fs';
import path from 'node:path';
import type { RenderError } from '../../../contract/programs';
import type { Queryable } from '../../db/port';
import type { ObjectFiles } from '../objectFiles';
import { wrapTitle, type RenderPiece } from './renderPlan';
import type { VersionRow } from './versionRepository';

/** A render that cannot be made from its edit: final, never retried. */
export class RenderRefusal extends Error {
  constructor(
    readonly code: RenderError,
    message: string,
  ) {
    super(message);
    this.name = 'RenderRefusal';
  }
}

interface Source {
  path: string;
  hasAudio: boolean;
  durationSeconds: number | null;
}

/**
 * The version's pieces in playing order — the intro bumper, the edit's items, the outro bumper —
 * each source resolved to its stored original in the program's own organisation. A source deleted
 * since the edit was saved is refused as sourceMissing; one not yet processed (or refused by
 * processing) as sourceNotReady. Title cards get their words written to `workDir`.
 */
export async function resolvePieces(q: Queryable, files: ObjectFiles, version: VersionRow, workDir: string): Promise<RenderPiece[]> {
  const { edit } = version;
  if (edit.items.length === 0) throw new RenderRefusal('emptyEdit', 'The edit has no items');
  const source = async (key: string | null): Promise<Source> => {
    if (key === null) throw new RenderRefusal('sourceMissing', 'The organisation has no such bumper any more');
    const [row] = await q.query<{ state: string | null; has_audio: boolean | null; duration_seconds: number | null }>(
      `SELECT p.state, (p.probe->>'hasAudio')::boolean AS has_audio, p.duration_seconds
         FROM media_objects o LEFT JOIN media_processing p ON p.key = o.key
        WHERE o.key = $1 AND o.customer_id = $2`,
      [key, version.customerId],
    );
    const file = files.pathOf(version.customerId, key);
    if (row === undefined || !fs.existsSync(file)) throw new RenderRefusal('sourceMissing', `${key} is gone`);
    if (row.state !== 'ready') throw new RenderRefusal('sourceNotReady', `${key} is not processed`);
    return { path: file, hasAudio: row.has_audio === true, durationSeconds: row.duration_seconds };
  };
  const bumper = async (key: string | null): Promise<RenderPiece> => {
    const found = await source(key);
    if (found.durationSeconds === null || found.durationSeconds <= 0) throw new RenderRefusal('sourceNotReady', `${key} has no duration`);
    return { kind: 'video', path: found.path, fromSeconds: 0, seconds: found.durationSeconds, hasAudio: found.hasAudio };
  };
  const pieces: RenderPiece[] = [];
  if (edit.intro) pieces.push(await bumper(version.introKey));
  for (const [i, item] of edit.items.entries()) {
    if (item.kind === 'clip') {
      const found = await source(item.mediaKey);
      pieces.push({
        kind: 'video',
        path: found.path,
        fromSeconds: item.inSeconds,
        seconds: item.outSeconds - item.inSeconds,
        hasAudio: found.hasAudio,
      });
    } else if (item.kind === 'image') {
      pieces.push({ kind: 'image', path: (await source(item.mediaKey)).path, seconds: item.durationSeconds });
    } else {
      // Named by its place in the edit: nothing the author wrote chooses a path.
      const textFile = `title${i}.txt`;
      await fs.promises.writeFile(path.join(workDir, textFile), wrapTitle(item.text));
      pieces.push({ kind: 'title', textFile, seconds: item.durationSeconds });
    }
  }
  if (edit.outro) pieces.push(await bumper(version.outroKey));
  return pieces;
}
