import type { Page, ProgramPublication, PublishedProgramItem, PublishedSortKey, PublishTargets, PageRequest } from '../../contract';
import type { Queryable } from '../db/port';
import { pagedList } from '../db/pagedList';
import { sql } from '../db/sql';
import { NO_TARGETS, namedTargets } from './publishTargets';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface ProgramRow {
  status: ProgramPublication['status'];
  round: number;
  proposal: PublishTargets | null;
  publishedAt: Date | string | null;
}

/**
 * Where a program of the organisation is proposed to go and where it went, and its earlier rounds
 * of review; for its author, or for anyone when `approver` (the organisation's approvers), else null.
 */
export async function readPublication(
  q: Queryable,
  reader: { customerUserId: number; customerId: number; approver: boolean },
  programId: number,
): Promise<ProgramPublication | null> {
  const [program] = await q.query<ProgramRow>(
    `SELECT status, review_round AS round, publish_proposal AS proposal, published_at AS "publishedAt"
       FROM programs WHERE id = $1 AND customer_id = $2 AND (author_id = $3 OR $4::boolean)`,
    [programId, reader.customerId, reader.customerUserId, reader.approver],
  );
  if (program === undefined) return null;
  // Only a program that was published went anywhere (a seeded draft may already sit in a channel's rows).
  const wentOut = program.status === 'published' || program.status === 'unpublished';
  const [published] = await q.query<{ channelIds: number[]; memberIds: number[]; followerCount: number }>(
    `SELECT ARRAY(SELECT channel_id FROM channel_programs WHERE program_id = $1) AS "channelIds",
            ARRAY(SELECT customer_user_id FROM program_recipients WHERE program_id = $1 AND named) AS "memberIds",
            (SELECT count(*)::int FROM program_recipients WHERE program_id = $1 AND NOT named) AS "followerCount"`,
    [wentOut ? programId : 0],
  );
  const earlier = await q.query<{
    round: number;
    reviewer: string | null;
    decision: 'approved' | 'rejected' | null;
    comment: string | null;
    decidedAt: Date | null;
  }>(
    `SELECT r.round, u.display_name AS reviewer, r.decision, r.comment, r.decided_at AS "decidedAt"
       FROM program_review_rounds r LEFT JOIN customer_users cu ON cu.id = r.approver_id LEFT JOIN users u ON u.id = cu.user_id
      WHERE r.program_id = $1 AND r.decided_at IS NOT NULL
      ORDER BY r.round DESC, r.decided_at`,
    [programId],
  );
  return {
    programId,
    status: program.status,
    round: program.round,
    proposal: await namedTargets(q, reader.customerId, program.proposal ?? NO_TARGETS),
    publishedTo: await namedTargets(q, reader.customerId, {
      channelIds: published?.channelIds ?? [],
      memberIds: published?.memberIds ?? [],
    }),
    followerCount: published?.followerCount ?? 0,
    publishedAt: iso(program.publishedAt),
    earlierReviews: earlier.map((row) => ({ ...row, decidedAt: iso(row.decidedAt) })),
  };
}

const ORDER: Record<PublishedSortKey, string> = { publishedAt: 'p.published_at', title: 'lower(p.title)' };

/** One page of the organisation's published and unpublished programs: what a content manager takes down or puts back. */
export function readPublishedPrograms(
  q: Queryable,
  customerId: number,
  request: PageRequest<PublishedSortKey>,
): Promise<Page<PublishedProgramItem>> {
  return pagedList(
    q,
    {
      columns: sql`p.id, p.title, u.display_name AS author, p.status, p.published_at AS "publishedAt"`,
      from: sql`programs p LEFT JOIN customer_users cu ON cu.id = p.author_id LEFT JOIN users u ON u.id = cu.user_id`,
      where: [sql`p.customer_id = ${customerId}`, sql`p.status IN ('published', 'unpublished')`],
      searchIn: sql`p.title`,
      orderBy: ORDER,
      tieBreaker: 'p.id',
    },
    request,
    (row: PublishedProgramItem & { publishedAt: Date | string | null }): PublishedProgramItem => ({
      ...row,
      publishedAt: iso(row.publishedAt),
    }),
  );
}
