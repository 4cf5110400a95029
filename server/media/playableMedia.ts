import type { PlayableMedia } from '../../contract';
import type { Queryable } from '../db/port';
import { captionTrackOf } from './captionTrack';
import { playsAsUploaded } from './processing/playsAsUploaded';
import type { ProbeFacts } from './processing/probe';
import type { StoredCaption } from './processing/processingRepository';

/** The columns a playable item is read from (media_objects, media_uploads, media_processing). */
export interface PlayableRow {
  key: string;
  file_name: string | null;
  content_type: string;
  stream_key: string | null;
  poster_key: string | null;
  previews_key: string | null;
  captions: StoredCaption[] | null;
  probed_kind: ProbeFacts['kind'] | null;
  probed_container: string | null;
  probed_video: string | null;
  probed_audio: string | null;
}

/**
 * What the player needs of one stored object of the organisation (a program's video): the
 * original, and the stream, poster, previews and captions processing made of it so far. Null
 * when the object is not the organisation's. `name` is used where it was not uploaded as a file.
 */
export async function findPlayable(
  db: Queryable,
  customerId: number,
  key: string,
  name: string,
  urlOf: (key: string) => string,
): Promise<PlayableMedia | null> {
  const [row] = await db.query<PlayableRow>(
    `SELECT o.key, u.file_name, o.content_type, p.stream_key, p.poster_key, p.previews_key, p.captions,
            p.probe->>'kind' AS probed_kind, p.probe->>'container' AS probed_container,
            p.probe->>'videoCodec' AS probed_video, p.probe->>'audioCodec' AS probed_audio
       FROM media_objects o
       LEFT JOIN media_uploads u ON u.key = o.key AND u.customer_id = o.customer_id
       LEFT JOIN media_processing p ON p.key = o.key
      WHERE o.key = $1 AND o.customer_id = $2`,
    [key, customerId],
  );
  return row === undefined ? null : playableOf(row, name, urlOf);
}

/** The player's fields of a row; `name` stands in where the object was not uploaded as a file. */
export function playableOf(row: PlayableRow, name: string, urlOf: (key: string) => string): PlayableMedia {
  return {
    key: row.key,
    name: row.file_name ?? name,
    contentType: row.content_type,
    url: urlOf(row.key),
    streamUrl: row.stream_key === null ? null : urlOf(row.stream_key),
    playsAsUploaded: playsAsUploaded(
      row.content_type,
      row.probed_kind === null
        ? null
        : { kind: row.probed_kind, container: row.probed_container ?? '', videoCodec: row.probed_video, audioCodec: row.probed_audio },
    ),
    posterUrl: row.poster_key === null ? null : urlOf(row.poster_key),
    previewsUrl: row.previews_key === null ? null : urlOf(row.previews_key),
    captions: (row.captions ?? []).map((caption) => captionTrackOf(caption, urlOf)),
  };
}
