import type { PublishTargets, SubmitProgramResponse } from '../../contract';
import type { AppContext } from '../context';
import type { Queryable } from '../db/port';
import { listedMember } from '../directory/directoryRules';
import { ServiceFailure } from '../errors';
import { checkedTargets } from './publishTargets';

export const NOT_YOUR_PROGRAM = 'No such program of yours';
export const NOT_A_DRAFT = 'Only a draft program can be submitted for approval';
export const NO_VIDEO = 'A program needs a video before it is submitted: render it or choose a Footage video';
export const NO_APPROVER = 'Nobody in your organisation may approve programs';

interface Draft {
  status: string;
  hasVideo: boolean;
  customerId: number;
}

/** The organisation's active members whose roles hold approval.program there (its own role permissions, migration 015). */
function approversOf(q: Queryable, customerId: number): Promise<{ id: number }[]> {
  return q.query<{ id: number }>(
    `SELECT DISTINCT cu.id FROM customer_users cu JOIN users u ON u.id = cu.user_id
       JOIN customer_user_roles cur ON cur.customer_user_id = cu.id
       JOIN role_permissions_in($1) rp ON rp.role_id = cur.role_id AND rp.permission = 'approval.program'
      WHERE cu.customer_id = $1 AND ${listedMember('cu', 'u')}
      ORDER BY cu.id`,
    [customerId],
  );
}

/**
 * The author submits their draft for approval: one approval per approver of the organisation
 * other than the author. Where the author is the only approver, they approve it themselves (a
 * content manager who builds a program is its organisation's reviewer), rather than the program
 * being stuck. A resubmission after a rejection starts the next round: the earlier round's
 * approvals move to program_review_rounds, where the author still reads their comments.
 * Refusals (404 another member's, 409 not a draft, 400 no video or a foreign target) change nothing.
 */
export async function submitProgram(
  ctx: AppContext,
  author: number,
  programId: number,
  proposal: PublishTargets | undefined,
): Promise<{ answer: SubmitProgramResponse; approvers: number[] }> {
  return ctx.db.transaction(async (tx) => {
    const [draft] = await tx.query<Draft>(
      `SELECT status, media_key IS NOT NULL AS "hasVideo", customer_id AS "customerId"
         FROM programs WHERE id = $1 AND author_id = $2 FOR UPDATE`,
      [programId, author],
    );
    if (draft === undefined) throw new ServiceFailure(404, NOT_YOUR_PROGRAM);
    if (draft.status !== 'draft') throw new ServiceFailure(409, NOT_A_DRAFT, { code: 'conflict' });
    if (!draft.hasVideo) throw new ServiceFailure(400, NO_VIDEO, { code: 'bad_request' });
    const targets = proposal === undefined ? null : await checkedTargets(tx, draft.customerId, proposal, 'proposal');
    const everyone = (await approversOf(tx, draft.customerId)).map((row) => row.id);
    const others = everyone.filter((id) => id !== author);
    const approvers = others.length > 0 ? others : everyone;
    if (approvers.length === 0) throw new ServiceFailure(409, NO_APPROVER, { code: 'conflict' });

    await tx.query(
      `INSERT INTO program_review_rounds (program_id, round, approver_id, requested_at, decided_at, decision, comment)
       SELECT a.program_id, greatest(p.review_round, 1), a.approver_id, a.requested_at, a.decided_at, a.decision, a.comment
         FROM program_approvals a JOIN programs p ON p.id = a.program_id WHERE a.program_id = $1`,
      [programId],
    );
    await tx.query('DELETE FROM program_approvals WHERE program_id = $1', [programId]);
    const now = ctx.clock.now();
    await tx.query(`INSERT INTO program_approvals (program_id, approver_id, requested_at) SELECT $1, unnest($2::int[]), $3`, [
      programId,
      approvers,
      now,
    ]);
    await tx.query(
      `UPDATE programs SET status = 'pending_approval', review_round = review_round + 1, submitted_at = $2, publish_proposal = $3,
              review_decision = NULL, review_comment = NULL, reviewed_by = NULL, reviewed_at = NULL
        WHERE id = $1`,
      [programId, now, targets === null ? null : JSON.stringify(targets)],
    );
    return { answer: { programId, approvers: approvers.length, selfApproval: others.length === 0 }, approvers };
  });
}
