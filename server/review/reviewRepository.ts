import type { PlayableMedia, ReviewComment, ReviewPerson, ReviewReply, ReviewVersion } from '../../contract';
import type { Queryable } from '../db/port';
import { findPlayable } from '../media/playableMedia';
import type { ReviewedProgram } from './reviewAccess';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

interface VersionRow {
  number: number;
  state: NonNullable<ReviewVersion['state']>;
  created_at: Date | string;
  duration_seconds: number | null;
  media_key: string | null;
  comments: number;
}

/**
 * The rounds of a program's review, newest first: its versions, and its own video (version null)
 * while no version is current or when comments were made on it before the first render. The
 * current version plays the program's own video until its render has one.
 */
export async function reviewVersions(
  db: Queryable,
  program: ReviewedProgram,
  customerId: number,
  urlOf: (key: string) => string,
): Promise<{ current: number | null; versions: ReviewVersion[] }> {
  const rows = await db.query<VersionRow>(
    `SELECT v.number, v.state, v.created_at, v.duration_seconds, v.media_key,
            (SELECT count(*)::int FROM program_review_comments c WHERE c.program_id = v.program_id AND c.version = v.number) AS comments
       FROM program_versions v WHERE v.program_id = $1 ORDER BY v.number DESC`,
    [program.id],
  );
  const [own] = await db.query<{ comments: number }>(
    'SELECT count(*)::int AS comments FROM program_review_comments WHERE program_id = $1 AND version IS NULL',
    [program.id],
  );
  const playable = (key: string | null): Promise<PlayableMedia | null> =>
    key === null ? Promise.resolve(null) : findPlayable(db, customerId, key, program.title, urlOf);
  const current = program.currentVersion;
  const versions: ReviewVersion[] = await Promise.all(
    rows.map(async (row) => ({
      number: row.number,
      state: row.state,
      createdAt: iso(row.created_at),
      durationSeconds: row.duration_seconds,
      media: await playable(row.media_key ?? (row.number === current ? program.mediaKey : null)),
      comments: row.comments,
    })),
  );
  const ownComments = own?.comments ?? 0;
  if (current === null || ownComments > 0) {
    versions.push({
      number: null,
      state: null,
      createdAt: null,
      durationSeconds: null,
      media: await playable(program.mediaKey),
      comments: ownComments,
    });
  }
  return { current, versions };
}

interface CommentRow {
  id: number;
  parent_id: number | null;
  author_id: number | null;
  author_name: string | null;
  body: string;
  at_seconds: number | null;
  end_seconds: number | null;
  resolved_at: Date | string | null;
  resolved_by: number | null;
  resolver_name: string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  mentions: ReviewPerson[] | string;
}

const person = (id: number | null, name: string | null): ReviewPerson | null =>
  id === null || name === null ? null : { customerUserId: id, name };

/** The threads of one round of a program's review, by time then age, each with its replies oldest first. */
export async function listThreads(db: Queryable, programId: number, version: number | null, reader: number): Promise<ReviewComment[]> {
  const rows = await db.query<CommentRow>(
    `SELECT c.id, c.parent_id, c.author_id, u.display_name AS author_name, c.body, c.at_seconds, c.end_seconds,
            c.resolved_at, c.resolved_by, ru.display_name AS resolver_name, c.created_at, c.edited_at,
            (SELECT coalesce(json_agg(json_build_object('customerUserId', m.customer_user_id, 'name', mu.display_name)
                                      ORDER BY mu.display_name), '[]')
               FROM program_review_mentions m JOIN customer_users mcu ON mcu.id = m.customer_user_id
               JOIN users mu ON mu.id = mcu.user_id
              WHERE m.comment_id = c.id) AS mentions
       FROM program_review_comments c
       LEFT JOIN customer_users cu ON cu.id = c.author_id LEFT JOIN users u ON u.id = cu.user_id
       LEFT JOIN customer_users rcu ON rcu.id = c.resolved_by LEFT JOIN users ru ON ru.id = rcu.user_id
      WHERE c.program_id = $1 AND c.version IS NOT DISTINCT FROM $2::int
      ORDER BY c.at_seconds NULLS LAST, c.created_at, c.id`,
    [programId, version],
  );
  const replyOf = (row: CommentRow): ReviewReply => ({
    id: row.id,
    author: person(row.author_id, row.author_name),
    body: row.body,
    mentions: typeof row.mentions === 'string' ? (JSON.parse(row.mentions) as ReviewPerson[]) : row.mentions,
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
    mine: row.author_id === reader,
  });
  const threads = new Map<number, ReviewComment>();
  for (const row of rows) {
    if (row.parent_id !== null) continue;
    threads.set(row.id, {
      ...replyOf(row),
      atSeconds: row.at_seconds ?? 0,
      endSeconds: row.end_seconds,
      resolvedAt: isoOrNull(row.resolved_at),
      resolvedBy: person(row.resolved_by, row.resolver_name),
      replies: [],
    });
  }
  for (const row of rows) if (row.parent_id !== null) threads.get(row.parent_id)?.replies.push(replyOf(row));
  return [...threads.values()];
}

/** A comment's place: its program, round and thread; null when it does not exist. */
export interface CommentPlace {
  id: number;
  programId: number;
  version: number | null;
  parentId: number | null;
  authorId: number | null;
  resolved: boolean;
}

export async function findComment(db: Queryable, commentId: number): Promise<CommentPlace | null> {
  const [row] = await db.query<{
    program_id: number;
    version: number | null;
    parent_id: number | null;
    author_id: number | null;
    resolved: boolean;
  }>(`SELECT program_id, version, parent_id, author_id, resolved_at IS NOT NULL AS resolved FROM program_review_comments WHERE id = $1`, [
    commentId,
  ]);
  return row === undefined
    ? null
    : {
        id: commentId,
        programId: row.program_id,
        version: row.version,
        parentId: row.parent_id,
        authorId: row.author_id,
        resolved: row.resolved,
      };
}
