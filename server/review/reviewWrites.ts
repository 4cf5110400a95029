import { MENTION_CANDIDATES_LIMIT, type MentionCandidate } from '../../contract';
import type { Db, Queryable } from '../db/port';
import { fieldFailure } from '../errors';
import { listedMember } from '../directory/directoryRules';
import { mayReviewSql, type ReviewedProgram } from './reviewAccess';

/**
 * Mentions name members who may open the review (the program's author, the organisation's
 * approvers): anyone else — another organisation's member, a locked one, a member who could not
 * read the comment — is refused, so a mention never tells of a program its reader cannot open.
 */
export async function checkMentions(
  db: Queryable,
  program: ReviewedProgram,
  customerId: number,
  mentions: readonly number[],
): Promise<void> {
  if (mentions.length === 0) return;
  const [row] = await db.query<{ allowed: number }>(
    `SELECT count(*)::int AS allowed FROM customer_users m JOIN users u ON u.id = m.user_id
      WHERE m.id = ANY($1::int[]) AND m.customer_id = $2 AND ${listedMember('m', 'u')} AND ${mayReviewSql('m', '$3')}`,
    [[...mentions], customerId, program.authorId],
  );
  if ((row?.allowed ?? 0) !== mentions.length)
    throw fieldFailure('mentions', 'invalid', 'Only members who may review this program can be mentioned');
}

/** The members who may be mentioned whose name holds the search, by name; never the one asking. */
export function mentionCandidates(
  db: Queryable,
  program: ReviewedProgram,
  customerId: number,
  asking: number,
  search: string,
): Promise<MentionCandidate[]> {
  return db
    .query<{ id: number; name: string }>(
      `SELECT m.id, u.display_name AS name FROM customer_users m JOIN users u ON u.id = m.user_id
        WHERE m.customer_id = $1 AND ${listedMember('m', 'u')} AND ${mayReviewSql('m', '$2')}
          AND strpos(lower(u.display_name), lower($3)) > 0 AND m.id <> $5
        ORDER BY lower(u.display_name), m.id LIMIT $4`,
      [customerId, program.authorId, search.trim(), MENTION_CANDIDATES_LIMIT, asking],
    )
    .then((rows) => rows.map((row) => ({ customerUserId: row.id, name: row.name })));
}

export interface NewComment {
  programId: number;
  version: number | null;
  parentId: number | null;
  authorId: number;
  body: string;
  atSeconds: number | null;
  endSeconds: number | null;
  mentions: readonly number[];
}

/** The comment and its mentions, in one transaction. */
export function insertComment(db: Db, comment: NewComment, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO program_review_comments (program_id, version, parent_id, author_id, body, at_seconds, end_seconds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [comment.programId, comment.version, comment.parentId, comment.authorId, comment.body, comment.atSeconds, comment.endSeconds, now],
    );
    const id = row!.id;
    await replaceMentions(tx, id, comment.mentions);
    return id;
  });
}

async function replaceMentions(tx: Queryable, commentId: number, mentions: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM program_review_mentions WHERE comment_id = $1', [commentId]);
  if (mentions.length > 0) {
    await tx.query('INSERT INTO program_review_mentions (comment_id, customer_user_id) SELECT $1, unnest($2::int[])', [
      commentId,
      [...mentions],
    ]);
  }
}

/** The author's new text and mentions; the members newly mentioned, to be told. */
export function updateComment(db: Db, commentId: number, body: string, mentions: readonly number[], now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const before = await tx.query<{ customer_user_id: number }>(
      'SELECT customer_user_id FROM program_review_mentions WHERE comment_id = $1',
      [commentId],
    );
    await tx.query('UPDATE program_review_comments SET body = $2, edited_at = $3 WHERE id = $1', [commentId, body, now]);
    await replaceMentions(tx, commentId, mentions);
    const known = new Set(before.map((row) => row.customer_user_id));
    return mentions.filter((id) => !known.has(id));
  });
}

/** Resolves or re-opens a thread; false when it already was so. */
export async function setResolved(db: Queryable, commentId: number, resolved: boolean, by: number, now: Date): Promise<boolean> {
  const rows = resolved
    ? await db.query<{ id: number }>(
        'UPDATE program_review_comments SET resolved_at = $3, resolved_by = $2 WHERE id = $1 AND resolved_at IS NULL RETURNING id',
        [commentId, by, now],
      )
    : await db.query<{ id: number }>(
        'UPDATE program_review_comments SET resolved_at = NULL, resolved_by = NULL WHERE id = $1 AND resolved_at IS NOT NULL RETURNING id',
        [commentId],
      );
  return rows.length > 0;
}
