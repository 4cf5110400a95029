import type { ProgramEdit, RenderError, VersionState } from '../../../contract/programs';
import type { Queryable } from '../../db/port';

/** A version as its render job reads it, with what the job needs of its program. */
export interface VersionRow {
  programId: number;
  number: number;
  state: VersionState;
  edit: ProgramEdit;
  customerId: number;
  /** The author's account (users.id), whom progress is told to. */
  authorUserId: number | null;
  title: string;
  introKey: string | null;
  outroKey: string | null;
}

export async function loadVersion(q: Queryable, programId: number, number: number): Promise<VersionRow | null> {
  const [row] = await q.query<{
    state: VersionState;
    edit: ProgramEdit | string;
    customer_id: number;
    user_id: number | null;
    title: string;
    intro_bumper_key: string | null;
    outro_bumper_key: string | null;
  }>(
    `SELECT v.state, v.edit, p.customer_id, cu.user_id, p.title, c.intro_bumper_key, c.outro_bumper_key
       FROM program_versions v JOIN programs p ON p.id = v.program_id JOIN customers c ON c.id = p.customer_id
       LEFT JOIN customer_users cu ON cu.id = p.author_id
      WHERE v.program_id = $1 AND v.number = $2`,
    [programId, number],
  );
  if (row === undefined) return null;
  return {
    programId,
    number,
    state: row.state,
    edit: typeof row.edit === 'string' ? (JSON.parse(row.edit) as ProgramEdit) : row.edit,
    customerId: row.customer_id,
    authorUserId: row.user_id,
    title: row.title,
    introKey: row.intro_bumper_key,
    outroKey: row.outro_bumper_key,
  };
}

/** Starts (or restarts, after a crash) the render of a version still to render; false when it is past that. */
export async function startRendering(q: Queryable, programId: number, number: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE program_versions SET state = 'rendering', progress = 0, error = NULL
      WHERE program_id = $1 AND number = $2 AND state IN ('queued', 'rendering') RETURNING number`,
    [programId, number],
  );
  return rows.length > 0;
}

export async function setRenderProgress(q: Queryable, programId: number, number: number, progress: number): Promise<void> {
  await q.query(`UPDATE program_versions SET progress = $3 WHERE program_id = $1 AND number = $2 AND state = 'rendering'`, [
    programId,
    number,
    progress,
  ]);
}

/** A failed version keeps no video; the program's current version is left as it was. */
export async function failVersion(q: Queryable, programId: number, number: number, error: RenderError): Promise<void> {
  await q.query(
    `UPDATE program_versions SET state = 'failed', progress = 0, error = $3 WHERE program_id = $1 AND number = $2 AND state <> 'ready'`,
    [programId, number, error],
  );
}

/** Versions left queued without a job (a send lost between commit and queue). */
export async function queuedWithoutJob(q: Queryable): Promise<{ programId: number; number: number }[]> {
  const rows = await q.query<{ program_id: number; number: number }>(
    `SELECT program_id, number FROM program_versions WHERE state = 'queued' AND created_at < now() - interval '30 seconds'
      ORDER BY created_at LIMIT 100`,
  );
  return rows.map((row) => ({ programId: row.program_id, number: row.number }));
}
