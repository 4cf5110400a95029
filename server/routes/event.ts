import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type MenuCounts, type MenuNotificationCountResponse, type SearchFilterSet } from '../../contract';
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

/** Counts are computed from the member's content at request time, never stored (§3). */
const COUNTS_SQL = `
SELECT
  (SELECT count(*)::int FROM program_recipients r JOIN programs p ON p.id = r.program_id
    WHERE r.customer_user_id = $1 AND p.status = 'published' AND r.viewed_at IS NULL) AS "inboxNewCount",
  (SELECT count(*)::int FROM program_recipients r JOIN programs p ON p.id = r.program_id
    WHERE r.customer_user_id = $1 AND p.status = 'published') AS "inboxLibraryCount",
  (SELECT count(*)::int FROM program_recipients r JOIN programs p ON p.id = r.program_id
    WHERE r.customer_user_id = $1 AND p.status = 'published' AND r.viewed_at IS NOT NULL) AS "inboxWatchedCount",
  (SELECT count(*)::int FROM recording_tasks WHERE assignee_id = $1 AND completed_at IS NULL) AS "clipsToRecordCount",
  (SELECT count(*)::int FROM program_approvals a JOIN programs p ON p.id = a.program_id
    WHERE a.approver_id = $1 AND a.decided_at IS NULL AND p.status = 'pending_approval') AS "programsForApprovalCount",
  (SELECT count(*)::int FROM asset_requests WHERE assignee_id = $1 AND fulfilled_at IS NULL) AS "assetReqToRecordCount",
  (SELECT count(*)::int FROM deliverables WHERE owner_id = $1 AND delivered_at IS NULL) AS "deliverablesCount",
  (SELECT count(*)::int FROM program_recipients r JOIN programs p ON p.id = r.program_id
    WHERE r.customer_user_id = $1 AND p.status = 'published' AND p.kind = 'bio' AND r.viewed_at IS NULL)
    AS "newBioProgramsCount"`;

/** The menu counts of one member, as the counts call and the live stream send them. */
export async function readMenuCounts(q: Queryable, customerUserId: number): Promise<MenuCounts> {
  const [counts] = await q.query<MenuCounts>(COUNTS_SQL, [customerUserId]);
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
      const counts = await readMenuCounts(db, caller.customerUserId);
      const response: MenuNotificationCountResponse = { ...counts, searchFilters: await searchFilters(db, caller.customerId) };
      return ok(response);
    },
  );
}

/** The organisation's own filter sets where it has them, else the defaults. */
async function searchFilters(db: Queryable, customerId: number | null): Promise<MenuNotificationCountResponse['searchFilters']> {
  const rows = await db.query<{ kind: 'files' | 'footage'; filter_list: string[]; grid_columns: string[] }>(
    `SELECT DISTINCT ON (kind) kind, filter_list, grid_columns FROM search_filter_sets
      WHERE customer_id = $1 OR customer_id IS NULL
      ORDER BY kind, customer_id NULLS LAST`,
    [customerId],
  );
  const sets: Partial<Record<'files' | 'footage', SearchFilterSet>> = {};
  for (const row of rows) sets[row.kind] = { filterList: row.filter_list, gridColumnsList: row.grid_columns };
  return sets;
}
