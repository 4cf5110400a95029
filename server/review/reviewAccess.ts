import type { Caller } from '../auth/guard';
import { holdsAnyPermission } from '../access/permissionRepository';
import { one, type Queryable } from '../db/port';
import { ServiceFailure } from '../errors';

export const REVIEW_NOT_FOUND = 'Program not found';
export const NO_PROFILE = 'This call needs an organisation';

/** The caller as the review sees them: their membership and organisation. */
export interface Reviewer {
  userId: number;
  customerUserId: number;
  customerId: number;
}

/** What the review reads of a program the caller may review. */
export interface ReviewedProgram {
  id: number;
  title: string;
  status: 'draft' | 'pending_approval' | 'published';
  authorId: number;
  authorName: string;
  mediaKey: string | null;
  currentVersion: number | null;
  isAuthor: boolean;
  /** An approver of the program awaiting approval who has not decided yet. */
  mayDecide: boolean;
  decision: { decision: 'approved' | 'rejected'; comment: string | null; reviewer: string | null; reviewedAt: Date } | null;
}

export function reviewerOf(caller: Caller): Reviewer {
  if (caller.customerUserId === null || caller.customerId === null) throw new ServiceFailure(403, NO_PROFILE);
  return { userId: caller.userId, customerUserId: caller.customerUserId, customerId: caller.customerId };
}

interface Row {
  id: number;
  title: string;
  status: ReviewedProgram['status'];
  author_id: number;
  author_name: string;
  media_key: string | null;
  current_version: number | null;
  may_decide: boolean;
  review_decision: 'approved' | 'rejected' | null;
  review_comment: string | null;
  reviewer: string | null;
  reviewed_at: Date | string | null;
}

/**
 * The program when the caller may review it: its author, or a member of its organisation whose
 * roles hold approval.program. Anyone else — another member, another organisation — is told it
 * does not exist (404), so a program's existence is never disclosed.
 */
export async function requireReviewable(db: Queryable, reviewer: Reviewer, programId: number): Promise<ReviewedProgram> {
  const row = await one<Row>(
    db,
    `SELECT p.id, p.title, p.status, p.author_id, au.display_name AS author_name, p.media_key, p.current_version,
            (p.status = 'pending_approval' AND EXISTS (
               SELECT 1 FROM program_approvals a WHERE a.program_id = p.id AND a.approver_id = $2 AND a.decided_at IS NULL)) AS may_decide,
            p.review_decision, p.review_comment, ru.display_name AS reviewer, p.reviewed_at
       FROM programs p
       JOIN customer_users acu ON acu.id = p.author_id JOIN users au ON au.id = acu.user_id
       LEFT JOIN customer_users rcu ON rcu.id = p.reviewed_by LEFT JOIN users ru ON ru.id = rcu.user_id
      WHERE p.id = $1 AND p.customer_id = $3`,
    [programId, reviewer.customerUserId, reviewer.customerId],
  );
  if (row === null) throw new ServiceFailure(404, REVIEW_NOT_FOUND);
  const isAuthor = row.author_id === reviewer.customerUserId;
  if (!isAuthor && !(await holdsAnyPermission(db, reviewer, ['approval.program']))) throw new ServiceFailure(404, REVIEW_NOT_FOUND);
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    authorId: row.author_id,
    authorName: row.author_name,
    mediaKey: row.media_key,
    currentVersion: row.current_version,
    isAuthor,
    mayDecide: row.may_decide,
    decision:
      row.review_decision === null || row.reviewed_at === null
        ? null
        : { decision: row.review_decision, comment: row.review_comment, reviewer: row.reviewer, reviewedAt: new Date(row.reviewed_at) },
  };
}

/**
 * SQL true when the membership `member` may open the reviews of its organisation's programs
 * (its roles hold approval.program there), or is the program's `author`: who may be mentioned.
 */
export const mayReviewSql = (member: string, author: string): string =>
  `(${member}.id = ${author} OR EXISTS (
      SELECT 1 FROM customer_user_roles mr CROSS JOIN LATERAL role_permissions_in(${member}.customer_id) rp
       WHERE mr.customer_user_id = ${member}.id AND rp.role_id = mr.role_id AND rp.permission = 'approval.program'))`;
