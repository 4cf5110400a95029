import type { InboxSortKey, InboxView, Page, PageRequest } from '../../contract';
import { pagedList } from '../db/pagedList';
import { raw, sql } from '../db/sql';
import type { Queryable } from '../db/port';

/**
 * The member's inbox (§2 Home) in SQL. Every statement is bound to the member's own deliveries
 * and to the current organisation, so another member's or another organisation's program can
 * neither be listed nor opened. The inbox lists count exactly what the menu counts count
 * (server/content/menuCounts.ts): published programs delivered to the member.
 */

export interface InboxRow {
  programId: number;
  title: string;
  sharedBy: string;
  sharedAt: Date | string;
  durationSeconds: number | null;
  thumbnailKey: string | null;
  viewed: boolean;
}

export interface ProgramRow extends InboxRow {
  mediaKey: string | null;
  /** Delivered to the member's inbox (not only seen through a followed channel). */
  delivered: boolean;
}

/** Sort keys to SQL through a fixed map: request text never reaches ORDER BY. */
const ORDER_BY: Record<InboxSortKey, string> = {
  sharedAt: 'r.shared_at',
  title: 'lower(p.title)',
  sharedBy: 'lower(u.display_name)',
  duration: 'coalesce(round(mp.duration_seconds)::integer, p.duration_seconds)',
};

/**
 * A program whose video is a processed Footage item (programs.media_key) shows that item's
 * duration and thumbnail, as processing made them; a program without one keeps its own.
 */
const MEDIA_COLUMNS = `coalesce(round(mp.duration_seconds)::integer, p.duration_seconds) AS "durationSeconds",
  coalesce(mp.thumbnail_key, p.thumbnail_key) AS "thumbnailKey"`;
const MEDIA_JOIN = 'LEFT JOIN media_processing mp ON mp.key = p.media_key';

const ROW_COLUMNS = sql`p.id AS "programId", p.title, u.display_name AS "sharedBy", r.shared_at AS "sharedAt",
  ${raw(MEDIA_COLUMNS)}, (r.viewed_at IS NOT NULL) AS viewed`;

export interface InboxQuery {
  customerUserId: number;
  customerId: number;
  view: InboxView;
  request: PageRequest<InboxSortKey>;
}

/** One page of the member's inbox, each row made an item by `toItem`. */
export function listInbox<Item>(db: Queryable, q: InboxQuery, toItem: (row: InboxRow) => Item): Promise<Page<Item>> {
  return pagedList(
    db,
    {
      columns: ROW_COLUMNS,
      from: sql`program_recipients r
        JOIN programs p ON p.id = r.program_id
        JOIN customer_users au ON au.id = p.author_id
        JOIN users u ON u.id = au.user_id
        ${raw(MEDIA_JOIN)}`,
      where: [
        sql`r.customer_user_id = ${q.customerUserId}`,
        sql`p.customer_id = ${q.customerId}`,
        sql`p.status = 'published'`,
        sql`(${q.view}::text = 'all' OR (${q.view}::text = 'notViewed') = (r.viewed_at IS NULL))`,
      ],
      searchIn: sql`p.title || ' ' || u.display_name`,
      orderBy: ORDER_BY,
      tieBreaker: 'p.id',
    },
    q.request,
    toItem,
  );
}

/**
 * One published program of the organisation the member may open: delivered to the member, or
 * in a channel the member follows. Null for anything else, which the caller reports as missing.
 */
export async function findOpenableProgram(
  db: Queryable,
  customerUserId: number,
  customerId: number,
  programId: number,
): Promise<ProgramRow | null> {
  const [row] = await db.query<ProgramRow>(
    `SELECT p.id AS "programId", p.title, u.display_name AS "sharedBy", coalesce(r.shared_at, p.created_at) AS "sharedAt",
            ${MEDIA_COLUMNS}, p.media_key AS "mediaKey",
            (r.viewed_at IS NOT NULL) AS viewed, (r.program_id IS NOT NULL) AS delivered
       FROM programs p
       JOIN customer_users au ON au.id = p.author_id
       JOIN users u ON u.id = au.user_id
       LEFT JOIN program_recipients r ON r.program_id = p.id AND r.customer_user_id = $1
       ${MEDIA_JOIN}
      WHERE p.id = $3 AND p.customer_id = $2 AND p.status = 'published'
        AND (r.program_id IS NOT NULL OR EXISTS (
              SELECT 1 FROM channel_programs cp
                JOIN channel_follows f ON f.channel_id = cp.channel_id
                JOIN channels c ON c.id = cp.channel_id
               WHERE cp.program_id = p.id AND f.customer_user_id = $1 AND c.customer_id = $2))`,
    [customerUserId, customerId, programId],
  );
  return row ?? null;
}
