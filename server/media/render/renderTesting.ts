import { execFileSync } from 'node:child_process';
import type { ProgramEdit } from '../../../contract/programs';
import type { Queryable } from '../../db/port';

/** Test helpers for program renders: a draft program of a member's, and a version waited for. */

export async function memberOf(q: Queryable, username: string): Promise<{ customerUserId: number; customerId: number }> {
  const [row] = await q.query<{ id: number; customer_id: number }>(
    `SELECT cu.id, cu.customer_id FROM customer_users cu JOIN users u ON u.id = cu.user_id
      WHERE lower(u.username) = lower($1) ORDER BY cu.is_default_login DESC, cu.id LIMIT 1`,
    [username],
  );
  if (row === undefined) throw new Error(`no member ${username}`);
  return { customerUserId: row.id, customerId: row.customer_id };
}

/** A program of the member's with that edit, as the builder would have saved it. */
export async function draftProgram(q: Queryable, username: string, edit: ProgramEdit, status = 'draft'): Promise<number> {
  const member = await memberOf(q, username);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO programs (customer_id, author_id, title, kind, status, edit, edit_revision)
     VALUES ($1, $2, 'Render test', 'standard', $3, $4::jsonb, 1) RETURNING id`,
    [member.customerId, member.customerUserId, status, JSON.stringify(edit)],
  );
  return row!.id;
}

export interface VersionState {
  state: string;
  progress: number;
  error: string | null;
  media_key: string | null;
  duration_seconds: number | null;
}

/** The version once it is ready or failed. */
export async function settledVersion(q: Queryable, programId: number, number: number, timeoutMs = 150_000): Promise<VersionState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await q.query<VersionState>(
      'SELECT state, progress, error, media_key, duration_seconds FROM program_versions WHERE program_id = $1 AND number = $2',
      [programId, number],
    );
    if (row !== undefined && (row.state === 'ready' || row.state === 'failed')) return row;
    if (Date.now() > deadline) throw new Error(`version ${number} not settled in time: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The streams of a file as ffprobe reads them, frames counted. */
export function probeStreams(file: string): Record<string, string>[] {
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-count_frames',
      '-show_entries',
      'stream=codec_type,codec_name,width,height,r_frame_rate,duration,nb_read_frames,sample_rate,channels',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  return (JSON.parse(out) as { streams: Record<string, string>[] }).streams;
}
