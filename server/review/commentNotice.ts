import type { Queryable } from '../db/port';

/** What a review.commented event says of a comment, read by the server holding a concerned stream. */
export interface CommentNotice {
  programId: number;
  version: number | null;
  /** The commenter's name. */
  by: string;
  /** The program's title. */
  program: string;
  /** The thread's time, for a reply too. */
  at: number;
  /** The program's author. */
  authorId: number;
  mentioned: number[];
}

export async function readCommentNotice(db: Queryable, commentId: number): Promise<CommentNotice | null> {
  const [row] = await db.query<{
    program_id: number;
    version: number | null;
    by: string | null;
    title: string;
    at: number | null;
    author_id: number;
    mentioned: number[];
  }>(
    `SELECT c.program_id, c.version, u.display_name AS by, p.title, coalesce(c.at_seconds, t.at_seconds) AS at, p.author_id,
            ARRAY(SELECT customer_user_id FROM program_review_mentions WHERE comment_id = c.id) AS mentioned
       FROM program_review_comments c JOIN programs p ON p.id = c.program_id
       LEFT JOIN program_review_comments t ON t.id = c.parent_id
       LEFT JOIN customer_users cu ON cu.id = c.author_id LEFT JOIN users u ON u.id = cu.user_id
      WHERE c.id = $1`,
    [commentId],
  );
  if (row === undefined) return null;
  return {
    programId: row.program_id,
    version: row.version,
    by: row.by ?? '',
    program: row.title,
    at: row.at ?? 0,
    authorId: row.author_id,
    mentioned: row.mentioned,
  };
}
