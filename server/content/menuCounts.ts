import type { MenuNotificationCountResponse } from '../../contract';
import { sessionRead } from '../auth/sessionRead';
import type { Queryable } from '../db/port';
import { directoryCountSql } from '../directory/directoryRules';

/**
 * Counts are computed from the member's content at request time, never stored (§3). One
 * statement: the four inbox counts share one pass over the member's deliveries, each other
 * count reads a partial index of open items (migration 006), and the organisation's search
 * filters (its own set, else the default) come along as JSON.
 */
const countsSql = (member: string, organisation: string) => `
SELECT inbox."inboxNewCount", inbox."inboxLibraryCount", inbox."inboxWatchedCount", inbox."newBioProgramsCount",
  (SELECT count(*)::int FROM recording_tasks WHERE assignee_id = ${member} AND completed_at IS NULL) AS "clipsToRecordCount",
  (SELECT count(*)::int FROM program_approvals a JOIN programs p ON p.id = a.program_id
    WHERE a.approver_id = ${member} AND a.decided_at IS NULL AND p.status = 'pending_approval') AS "programsForApprovalCount",
  (SELECT count(*)::int FROM asset_requests WHERE assignee_id = ${member} AND fulfilled_at IS NULL) AS "assetReqToRecordCount",
  (SELECT count(*)::int FROM deliverables WHERE owner_id = ${member} AND delivered_at IS NULL) AS "deliverablesCount",
  ${directoryCountSql(member, organisation)} AS "directoryCount",
  (SELECT coalesce(json_object_agg(kind, json_build_object('filterList', filter_list, 'gridColumnsList', grid_columns)), '{}')
     FROM (SELECT DISTINCT ON (kind) kind, filter_list, grid_columns FROM search_filter_sets
            WHERE coalesce(customer_id, 0) IN (${organisation}, 0)
            ORDER BY kind, coalesce(customer_id, 0) DESC) chosen) AS "searchFilters"
FROM (SELECT count(*) FILTER (WHERE r.viewed_at IS NULL)::int AS "inboxNewCount",
             count(*)::int AS "inboxLibraryCount",
             count(*) FILTER (WHERE r.viewed_at IS NOT NULL)::int AS "inboxWatchedCount",
             count(*) FILTER (WHERE r.viewed_at IS NULL AND p.kind = 'bio')::int AS "newBioProgramsCount"
        FROM program_recipients r JOIN programs p ON p.id = r.program_id
       WHERE r.customer_user_id = ${member} AND p.status = 'published') inbox`;

const COUNTS_SQL = countsSql('$1', '$2');

/** The menu counts of one member and the search filters, as the counts call and the live stream send them. */
export async function readMenuCounts(
  q: Queryable,
  customerUserId: number,
  customerId: number | null,
): Promise<MenuNotificationCountResponse> {
  const [counts] = await q.query<MenuNotificationCountResponse>(COUNTS_SQL, [customerUserId, customerId ?? 0]);
  if (counts === undefined) throw new Error('count query returned no row');
  return counts;
}

/** The same counts read with the caller's session, in its statement: the counts call in one round trip. */
export const MENU_COUNTS_WITH_SESSION = sessionRead<MenuNotificationCountResponse>(
  ({ customerUserId, customerId }) => `SELECT row_to_json(counts) FROM (${countsSql(customerUserId, `coalesce(${customerId}, 0)`)}) counts`,
);
