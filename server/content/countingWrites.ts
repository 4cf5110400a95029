import type { AppContext } from '../context';

/**
 * The server's writes that change menu counts (§3), each followed by one `counts` notice, so
 * every open tab of the member sees the new counts (server/live). A write that changed nothing
 * announces nothing. Every count-changing write goes through this module.
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

/** A recording task assigned to the member is completed. */
export async function completeRecordingTask(ctx: AppContext, customerUserId: number, taskId: number): Promise<WriteOutcome> {
  const rows = await ctx.db.query<{ changed: boolean }>(
    `WITH target AS (SELECT id FROM recording_tasks WHERE id = $2 AND assignee_id = $1),
     updated AS (
       UPDATE recording_tasks SET completed_at = $3
        WHERE id IN (SELECT id FROM target) AND completed_at IS NULL
        RETURNING id)
     SELECT EXISTS (SELECT 1 FROM updated) AS changed FROM target`,
    [customerUserId, taskId, ctx.clock.now()],
  );
  return outcome(ctx, customerUserId, rows);
}

async function outcome(ctx: AppContext, customerUserId: number, rows: { changed: boolean }[]): Promise<WriteOutcome> {
  const row = rows[0];
  if (row === undefined) return 'not found';
  if (!row.changed) return 'unchanged';
  await announce(ctx, [customerUserId]);
  return 'changed';
}
