import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type MenuNotificationCountResponse } from '../../contract';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import type { Queryable } from '../db/port';
import { ServiceFailure } from '../errors';
import { Id } from '../schemaKit';
import { ok, serviceSchema } from './envelope';

const FilterSetSchema = Type.Object({ filterList: Type.Array(Type.String()), gridColumnsList: Type.Array(Type.String()) });

const CountsSchema = Type.Object({
  inboxNewCount: Type.Integer(),
  inboxLibraryCount: Type.Integer(),
  inboxWatchedCount: Type.Integer(),
  clipsToRecordCount: Type.Integer(),
  programsForApprovalCount: Type.Integer(),
  assetReqToRecordCount: Type.Integer(),
  deliverablesCount: Type.Integer(),
  newBioProgramsCount: Type.Integer(),
  searchFilters: Type.Optional(Type.Object({ files: Type.Optional(FilterSetSchema), footage: Type.Optional(FilterSetSchema) })),
});

/**
 * Counts are computed from the member's content at request time, never stored (§3). One
 * statement: the four inbox counts share one pass over the member's deliveries, each other
 * count reads a partial index of open items (migration 006), and the organisation's search
 * filters (its own set, else the default) come along as JSON.
 */
const COUNTS_SQL = `
SELECT inbox."inboxNewCount", inbox."inboxLibraryCount", inbox."inboxWatchedCount", inbox."newBioProgramsCount",
  (SELECT count(*)::int FROM recording_tasks WHERE assignee_id = $1 AND completed_at IS NULL) AS "clipsToRecordCount",
  (SELECT count(*)::int FROM program_approvals a JOIN programs p ON p.id = a.program_id
    WHERE a.approver_id = $1 AND a.decided_at IS NULL AND p.status = 'pending_approval') AS "programsForApprovalCount",
  (SELECT count(*)::int FROM asset_requests WHERE assignee_id = $1 AND fulfilled_at IS NULL) AS "assetReqToRecordCount",
  (SELECT count(*)::int FROM deliverables WHERE owner_id = $1 AND delivered_at IS NULL) AS "deliverablesCount",
  (SELECT coalesce(json_object_agg(kind, json_build_object('filterList', filter_list, 'gridColumnsList', grid_columns)), '{}')
     FROM (SELECT DISTINCT ON (kind) kind, filter_list, grid_columns FROM search_filter_sets
            WHERE coalesce(customer_id, 0) IN ($2, 0)
            ORDER BY kind, coalesce(customer_id, 0) DESC) chosen) AS "searchFilters"
FROM (SELECT count(*) FILTER (WHERE r.viewed_at IS NULL)::int AS "inboxNewCount",
             count(*)::int AS "inboxLibraryCount",
             count(*) FILTER (WHERE r.viewed_at IS NOT NULL)::int AS "inboxWatchedCount",
             count(*) FILTER (WHERE r.viewed_at IS NULL AND p.kind = 'bio')::int AS "newBioProgramsCount"
        FROM program_recipients r JOIN programs p ON p.id = r.program_id
       WHERE r.customer_user_id = $1 AND p.status = 'published') inbox`;

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

export const COUNTS_NOT_AVAILABLE = 'Counts are not available for this role';
export const NOT_YOUR_PROFILE = 'customerUserId is not the signed-in customer profile';

export async function eventRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db } = opts.ctx;
  app.post<{ Body: { clientRequest: { customerUserId: number } } }>(
    API_PATHS.getMenuNotificationCount,
    {
      // §6: the support role has no inbox counts (it lacks inbox.view).
      config: needs(['inbox.view'], COUNTS_NOT_AVAILABLE),
      schema: serviceSchema({
        tag: 'event',
        summary: 'Sidebar counts of the caller in the current organisation, and list search filters (§3)',
        clientRequest: { customerUserId: Id('Must be the caller’s own profile in the current organisation') },
        clientResponse: CountsSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.customerUserId === null) {
        throw new ServiceFailure(403, COUNTS_NOT_AVAILABLE);
      }
      if (request.body.clientRequest.customerUserId !== caller.customerUserId) throw new ServiceFailure(403, NOT_YOUR_PROFILE);
      return ok(await readMenuCounts(db, caller.customerUserId, caller.customerId));
    },
  );
}
