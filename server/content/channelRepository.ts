import { CHANNEL_NEWEST_PROGRAMS, type ChannelSortKey, type PageRequest } from '../../contract';
import type { Page } from '../../contract';
import { pagedList } from '../db/pagedList';
import { one, type Queryable } from '../db/port';
import { sql } from '../db/sql';

/**
 * The channels a member follows in the current organisation (§2 Home › Channels), with their
 * newest published programs. Bound to the member and the organisation like the inbox.
 */

export interface ChannelRow {
  channelId: number;
  name: string;
  description: string;
  programCount: number;
}

export interface ChannelProgramRow {
  channelId: number;
  programId: number;
  title: string;
  addedAt: Date | string;
}

const ORDER_BY: Record<ChannelSortKey, string> = {
  name: 'lower(c.name)',
  newest: 'newest',
};

/** Published programs of a channel: drafts and programs under review never show in a channel. */
const PUBLISHED_IN_CHANNEL = `
  FROM channel_programs cp JOIN programs p ON p.id = cp.program_id AND p.status = 'published' AND p.customer_id = $2`;

/** One page of the channels the member follows in the organisation. */
export function listFollowedChannels(
  db: Queryable,
  q: { customerUserId: number; customerId: number; request: PageRequest<ChannelSortKey> },
): Promise<Page<ChannelRow>> {
  const published = sql`FROM channel_programs cp
    JOIN programs p ON p.id = cp.program_id AND p.status = 'published' AND p.customer_id = ${q.customerId}
   WHERE cp.channel_id = c.id`;
  return pagedList(
    db,
    {
      columns: sql`c.id AS "channelId", c.name, c.description, (SELECT count(*)::int ${published}) AS "programCount",
                   (SELECT max(cp.added_at) ${published}) AS newest`,
      from: sql`channel_follows f JOIN channels c ON c.id = f.channel_id`,
      where: [sql`f.customer_user_id = ${q.customerUserId}`, sql`c.customer_id = ${q.customerId}`],
      searchIn: sql`c.name || ' ' || c.description`,
      orderBy: ORDER_BY,
      tieBreaker: 'c.id',
    },
    q.request,
    ({ channelId, name, description, programCount }: ChannelRow): ChannelRow => ({ channelId, name, description, programCount }),
  );
}

/** The newest published programs of each of the channels, CHANNEL_NEWEST_PROGRAMS at most each. */
export async function newestProgramsOf(db: Queryable, customerId: number, channelIds: number[]): Promise<ChannelProgramRow[]> {
  if (channelIds.length === 0) return [];
  return db.query<ChannelProgramRow>(
    `SELECT "channelId", "programId", title, "addedAt" FROM (
       SELECT cp.channel_id AS "channelId", p.id AS "programId", p.title, cp.added_at AS "addedAt",
              row_number() OVER (PARTITION BY cp.channel_id ORDER BY cp.added_at DESC, p.id DESC) AS rank
         ${PUBLISHED_IN_CHANNEL}
        WHERE cp.channel_id = ANY ($1::int[])) ranked
      WHERE rank <= $3
      ORDER BY "channelId", rank`,
    [channelIds, customerId, CHANNEL_NEWEST_PROGRAMS],
  );
}

/** Whether the organisation is hidden (§6); a missing one counts as hidden, so its channels stay closed. */
export async function isOrganisationHidden(db: Queryable, customerId: number): Promise<boolean> {
  const row = await one<{ hidden: boolean }>(db, 'SELECT hide_organisation AS hidden FROM customers WHERE id = $1', [customerId]);
  return row?.hidden !== false;
}
