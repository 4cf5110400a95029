import { EMPTY_EDIT, type ProgramEdit } from '../../contract/programs';
import type { ProgramEditor, ProgramVersion } from '../../contract/schemas/programs';
import type { Queryable } from '../db/port';
import { playableOf, type PlayableRow } from '../media/playableMedia';

/** Whose program it is: the member in the current organisation. */
export interface Author {
  customerUserId: number;
  customerId: number;
}

export interface OwnProgram {
  id: number;
  title: string;
  description: string;
  status: ProgramEditor['status'];
  revision: number;
  edit: ProgramEdit;
  currentVersion: number | null;
}

/** A new draft of the author's in the current organisation, with an empty edit; answers its id. */
export async function createDraft(
  db: Queryable,
  author: Author,
  program: { title: string; description: string },
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO programs (customer_id, author_id, title, description, kind, status, edit, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'standard', 'draft', $5, $6, $6) RETURNING id`,
    [author.customerId, author.customerUserId, program.title, program.description, JSON.stringify(EMPTY_EDIT), now],
  );
  return row!.id;
}

/** One program the member wrote in the current organisation; null for any other, which reads as missing. */
export async function findOwnProgram(db: Queryable, author: Author, programId: number, lock = false): Promise<OwnProgram | null> {
  const [row] = await db.query<OwnProgram>(
    `SELECT id, title, description, status, edit_revision AS revision, edit, current_version AS "currentVersion"
       FROM programs WHERE id = $1 AND author_id = $2 AND customer_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [programId, author.customerUserId, author.customerId],
  );
  return row ?? null;
}

/** Saves a draft's title, description and edit as the next revision; answers that revision. */
export async function saveEdit(
  db: Queryable,
  programId: number,
  change: { title: string; description: string; edit: ProgramEdit },
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ revision: number }>(
    `UPDATE programs SET title = $2, description = $3, edit = $4, edit_revision = edit_revision + 1, updated_at = $5
      WHERE id = $1 RETURNING edit_revision AS revision`,
    [programId, change.title, change.description, JSON.stringify(change.edit), now],
  );
  return row!.revision;
}

interface VersionRow extends Partial<PlayableRow> {
  number: number;
  state: ProgramVersion['state'];
  progress: number;
  error: ProgramVersion['error'];
  duration: number | null;
  createdAt: Date | string;
}

/**
 * The program's versions, newest first, each playing its rendered video (once it exists)
 * through the one player, as the Footage list and the program page do.
 */
export async function readVersions(
  db: Queryable,
  customerId: number,
  program: { id: number; title: string },
  urlOf: (key: string) => string,
): Promise<ProgramVersion[]> {
  const rows = await db.query<VersionRow>(
    `SELECT v.number, v.state, v.progress, v.error, v.duration_seconds AS duration, v.created_at AS "createdAt",
            o.key, u.file_name, o.content_type, p.stream_key, p.poster_key, p.previews_key, p.captions,
            p.probe->>'kind' AS probed_kind, p.probe->>'container' AS probed_container,
            p.probe->>'videoCodec' AS probed_video, p.probe->>'audioCodec' AS probed_audio
       FROM program_versions v
       LEFT JOIN media_objects o ON o.key = v.media_key AND o.customer_id = $2
       LEFT JOIN media_uploads u ON u.key = o.key AND u.customer_id = o.customer_id
       LEFT JOIN media_processing p ON p.key = o.key
      WHERE v.program_id = $1
      ORDER BY v.number DESC`,
    [program.id, customerId],
  );
  return rows.map((row) => ({
    number: row.number,
    state: row.state,
    progress: row.progress,
    error: row.error,
    durationSeconds: row.duration === null ? null : Number(row.duration),
    createdAt: new Date(row.createdAt).toISOString(),
    // A rendered video is stored under a key, not uploaded as a file: it is named after its program.
    media: row.key === null || row.key === undefined ? null : playableOf(row as PlayableRow, `${program.title} v${row.number}`, urlOf),
  }));
}
