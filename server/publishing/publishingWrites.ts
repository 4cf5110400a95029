import type { PublishTargets } from '../../contract';
import type { AppContext } from '../context';
import type { Queryable } from '../db/port';

/**
 * The writes of publishing that change menu counts (§3), each announced with one `counts`
 * notice to everyone whose inbox it changes, like server/content/countingWrites.ts.
 */

/**
 * Delivers an approved program to its targets: the channels list it, each named member gets it,
 * and so does every member of the organisation following one of the channels — in Not Viewed,
 * since a channel's new program is news to its followers (§2 Home). A member already holding it
 * keeps their viewed state. The channels decided are its only channels: a row left from before
 * its approval (a draft filed in a channel) does not publish it there.
 */
export async function deliver(tx: Queryable, programId: number, customerId: number, targets: PublishTargets, now: Date): Promise<void> {
  await tx.query('DELETE FROM channel_programs WHERE program_id = $1 AND channel_id <> ALL ($2::int[])', [programId, targets.channelIds]);
  await tx.query(
    `INSERT INTO channel_programs (channel_id, program_id, added_at) SELECT unnest($2::int[]), $1, $3 ON CONFLICT DO NOTHING`,
    [programId, targets.channelIds, now],
  );
  await tx.query(
    `INSERT INTO program_recipients (program_id, customer_user_id, shared_at, named) SELECT $1, unnest($2::int[]), $3, true
     ON CONFLICT (program_id, customer_user_id) DO UPDATE SET named = true`,
    [programId, targets.memberIds, now],
  );
  await tx.query(
    `INSERT INTO program_recipients (program_id, customer_user_id, shared_at)
     SELECT DISTINCT $1::int, f.customer_user_id, $3::timestamptz FROM channel_follows f
       JOIN customer_users cu ON cu.id = f.customer_user_id
      WHERE f.channel_id = ANY ($2::int[]) AND cu.customer_id = $4
     ON CONFLICT DO NOTHING`,
    [programId, targets.channelIds, now, customerId],
  );
}

export type ShelfOutcome = 'changed' | 'unchanged' | 'not found' | 'not published';

/**
 * A content manager takes a published program of the organisation down ('unpublished') or puts it
 * back ('published'). Its channel and recipient rows stay, viewed history included: the channels,
 * inboxes and counts read only published programs, so they drop it and get it back as it was.
 */
export async function shelveProgram(
  ctx: AppContext,
  customerId: number,
  programId: number,
  to: 'published' | 'unpublished',
): Promise<ShelfOutcome> {
  const from = to === 'published' ? 'unpublished' : 'published';
  const rows = await ctx.db.query<{ status: string; changed: boolean; concerned: number[] }>(
    `WITH target AS (SELECT id, status FROM programs WHERE id = $1 AND customer_id = $2),
     updated AS (
       UPDATE programs SET status = $3::text WHERE id IN (SELECT id FROM target WHERE status = $4::text) RETURNING id)
     SELECT status, EXISTS (SELECT 1 FROM updated) AS changed,
            ARRAY(SELECT customer_user_id FROM program_recipients WHERE program_id = $1) AS concerned
       FROM target`,
    [programId, customerId, to, from],
  );
  const row = rows[0];
  if (row === undefined) return 'not found';
  if (row.status !== 'published' && row.status !== 'unpublished') return 'not published';
  if (!row.changed) return 'unchanged';
  if (row.concerned.length > 0) await ctx.live.publish({ t: 'counts', cu: row.concerned });
  return 'changed';
}
