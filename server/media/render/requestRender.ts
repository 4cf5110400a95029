import type { ProgramEdit } from '../../../contract/programs';
import type { Db } from '../../db/port';

export type RenderRequestOutcome = { outcome: 'queued'; version: number } | { outcome: 'notYours' | 'staleRevision' | 'emptyEdit' };

/**
 * Adds the next version of one of the author's draft programs, queued with a copy of the edit
 * saved at `revision`: a render is of what the author sees, never of a newer save from another
 * tab (409), and an edit with nothing in it is refused. The program's row is locked, so two
 * renders at once get two numbers.
 */
export async function requestRender(
  db: Db,
  author: { customerUserId: number; customerId: number },
  programId: number,
  revision: number,
): Promise<RenderRequestOutcome> {
  return db.transaction(async (tx) => {
    const [program] = await tx.query<{ edit: ProgramEdit | string; edit_revision: number }>(
      `SELECT edit, edit_revision FROM programs
        WHERE id = $1 AND author_id = $2 AND customer_id = $3 AND status = 'draft' FOR UPDATE`,
      [programId, author.customerUserId, author.customerId],
    );
    if (program === undefined) return { outcome: 'notYours' };
    if (program.edit_revision !== revision) return { outcome: 'staleRevision' };
    const edit = typeof program.edit === 'string' ? (JSON.parse(program.edit) as ProgramEdit) : program.edit;
    if (edit.items.length === 0) return { outcome: 'emptyEdit' };
    const [added] = await tx.query<{ number: number }>(
      `INSERT INTO program_versions (program_id, number, state, edit, created_by)
       SELECT $1, COALESCE(MAX(number), 0) + 1, 'queued', $2::jsonb, $3 FROM program_versions WHERE program_id = $1
       RETURNING number`,
      [programId, JSON.stringify(edit), author.customerUserId],
    );
    return { outcome: 'queued', version: added!.number };
  });
}
