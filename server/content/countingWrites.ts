import type { PublishTargets, ReviewDecision } from '../../contract';
import { deliver } from '../publishing/publishingWrites';
import { NO_TARGETS, checkedTargets, remainingTargets } from '../publishing/publishTargets';
import type { AppContext } from '../context';

/**
 * The server's writes that change menu counts (§3), each followed by one `counts` notice, so
 * every open tab of the member sees the new counts (server/live). A write that changed nothing
 * announces nothing. Every count-changing write of a member's content goes through this module,
 * or through server/publishing/publishingWrites.ts for publishing; the Directory count follows
 * memberships and is announced by server/directory/directoryNotices.ts.
 */

export type WriteOutcome = 'changed' | 'unchanged' | 'not found';

async function announce(ctx: AppContext, customerUserIds: number[]): Promise<void> {
  if (customerUserIds.length > 0) await ctx.live.publish({ t: 'counts', cu: customerUserIds });
}

/** A program of the member's inbox becomes viewed (Not Viewed → Viewed). */
export async function markProgramViewed(ctx: AppContext, customerUserId: number, programId: number): Promise<WriteOutcome> {
  const rows = await ctx.db.query<{ changed: boolean }>(
    `WITH target AS (
       SELECT r.program_id FROM program_recipients r JOIN programs p ON p.id = r.program_id
        WHERE r.customer_user_id = $1 AND r.program_id = $2 AND p.status = 'published'),
     updated AS (
       UPDATE program_recipients SET viewed_at = $3
        WHERE customer_user_id = $1 AND program_id IN (SELECT program_id FROM target) AND viewed_at IS NULL
        RETURNING program_id)
     SELECT EXISTS (SELECT 1 FROM updated) AS changed FROM target`,
    [customerUserId, programId, ctx.clock.now()],
  );
  return outcome(ctx, customerUserId, rows);
}

/**
 * A recording task assigned to the member is completed by its clip: the stored upload's key
 * (checked by the caller) is kept on the task for its requester. A task already completed keeps
 * the clip it was completed with.
 */
export async function completeRecordingTask(
  ctx: AppContext,
  customerUserId: number,
  taskId: number,
  clipKey: string,
): Promise<WriteOutcome> {
  const rows = await ctx.db.query<{ changed: boolean }>(
    `WITH target AS (SELECT id FROM recording_tasks WHERE id = $2 AND assignee_id = $1),
     updated AS (
       UPDATE recording_tasks SET completed_at = $3, clip_key = $4
        WHERE id IN (SELECT id FROM target) AND completed_at IS NULL
        RETURNING id)
     SELECT EXISTS (SELECT 1 FROM updated) AS changed FROM target`,
    [customerUserId, taskId, ctx.clock.now(), clipKey],
  );
  return outcome(ctx, customerUserId, rows);
}

/**
 * A file request assigned to the member is fulfilled by its file: the stored upload's key
 * (checked by the caller) is kept on the request for its requester. A request already fulfilled
 * keeps the file it was fulfilled with.
 */
export async function fulfilFileRequest(
  ctx: AppContext,
  customerUserId: number,
  requestId: number,
  fileKey: string,
): Promise<WriteOutcome> {
  const rows = await ctx.db.query<{ changed: boolean }>(
    `WITH target AS (SELECT id FROM asset_requests WHERE id = $2 AND assignee_id = $1),
     updated AS (
       UPDATE asset_requests SET fulfilled_at = $3, file_key = $4
        WHERE id IN (SELECT id FROM target) AND fulfilled_at IS NULL
        RETURNING id)
     SELECT EXISTS (SELECT 1 FROM updated) AS changed FROM target`,
    [customerUserId, requestId, ctx.clock.now(), fileKey],
  );
  return outcome(ctx, customerUserId, rows);
}

/** A deliverable the member owns is marked delivered. */
export async function markDeliverableDelivered(ctx: AppContext, customerUserId: number, deliverableId: number): Promise<WriteOutcome> {
  const rows = await ctx.db.query<{ changed: boolean }>(
    `WITH target AS (SELECT id FROM deliverables WHERE id = $2 AND owner_id = $1),
     updated AS (
       UPDATE deliverables SET delivered_at = $3
        WHERE id IN (SELECT id FROM target) AND delivered_at IS NULL
        RETURNING id)
     SELECT EXISTS (SELECT 1 FROM updated) AS changed FROM target`,
    [customerUserId, deliverableId, ctx.clock.now()],
  );
  return outcome(ctx, customerUserId, rows);
}

/**
 * The member, an approver of a program awaiting approval, decides it. The first decision settles
 * the review: approved publishes the program to `publishTo` (or, without it, to what its author
 * proposed, server/publishing/publishingWrites.ts), rejected returns it to its author as a draft;
 * the decision and comment stay on the program for its author. Every approver's count drops (the
 * program no longer awaits approval) and a published program reaches its recipients' inboxes,
 * so all of them are announced. The program row is locked first, so of two approvers deciding at
 * once exactly one decision counts; a target of another organisation refuses the whole decision.
 */
export async function decideProgramApproval(
  ctx: AppContext,
  customerUserId: number,
  programId: number,
  decision: ReviewDecision,
  comment: string | null,
  publishTo?: PublishTargets,
): Promise<WriteOutcome> {
  const decided = await ctx.db.transaction(async (tx) => {
    const [target] = await tx.query<{ open: boolean; customerId: number; proposal: PublishTargets | null }>(
      `SELECT (a.decided_at IS NULL AND p.status = 'pending_approval') AS open, p.customer_id AS "customerId",
              p.publish_proposal AS proposal
         FROM program_approvals a JOIN programs p ON p.id = a.program_id
        WHERE a.approver_id = $1 AND a.program_id = $2
          FOR UPDATE OF p`,
      [customerUserId, programId],
    );
    if (target === undefined) return undefined;
    if (!target.open) return { changed: false, concerned: [] };
    const approved = decision === 'approved';
    const targets = !approved
      ? NO_TARGETS
      : publishTo !== undefined
        ? await checkedTargets(tx, target.customerId, publishTo, 'publishTo')
        : await remainingTargets(tx, target.customerId, target.proposal ?? NO_TARGETS);
    const now = ctx.clock.now();
    await tx.query(
      `UPDATE programs
          SET status = CASE WHEN $3::text = 'approved' THEN 'published' ELSE 'draft' END,
              published_at = CASE WHEN $3::text = 'approved' THEN $5::timestamptz ELSE published_at END,
              review_decision = $3::text, review_comment = $4::text, reviewed_by = $2, reviewed_at = $5
        WHERE id = $1`,
      [programId, customerUserId, decision, comment, now],
    );
    await tx.query('UPDATE program_approvals SET decided_at = $3, decision = $4, comment = $5 WHERE approver_id = $1 AND program_id = $2', [
      customerUserId,
      programId,
      now,
      decision,
      comment,
    ]);
    if (approved) await deliver(tx, programId, target.customerId, targets, now);
    const [everyone] = await tx.query<{ concerned: number[] }>(
      `SELECT ARRAY(SELECT approver_id FROM program_approvals WHERE program_id = $1
                    UNION SELECT customer_user_id FROM program_recipients WHERE program_id = $1) AS concerned`,
      [programId],
    );
    return { changed: true, concerned: everyone?.concerned ?? [] };
  });
  return outcome(ctx, customerUserId, decided === undefined ? [] : [decided], decided?.concerned);
}

async function outcome(
  ctx: AppContext,
  customerUserId: number,
  rows: { changed: boolean }[],
  concerned: number[] = [customerUserId],
): Promise<WriteOutcome> {
  const row = rows[0];
  if (row === undefined) return 'not found';
  if (!row.changed) return 'unchanged';
  await announce(ctx, concerned);
  return 'changed';
}
