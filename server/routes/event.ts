import type { FastifyInstance } from 'fastify';
import { API_PATHS, type MenuNotificationCountRequest } from '../../contract';
import { MenuNotificationCountRequestSchema, MenuNotificationCountResponseSchema } from '../../contract/schemas/counts';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import { MENU_COUNTS_WITH_SESSION } from '../content/menuCounts';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok, serviceSchema } from '../kit/envelope';

export const COUNTS_NOT_AVAILABLE = 'Counts are not available for this role';
export const NOT_YOUR_PROFILE = 'customerUserId is not the signed-in customer profile';

export async function eventRoutes(app: FastifyInstance, _opts: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: { clientRequest: MenuNotificationCountRequest } }>(
    API_PATHS.getMenuNotificationCount,
    {
      // §6: the support role has no inbox counts (it lacks inbox.view).
      config: { ...needs(['inbox.view'], COUNTS_NOT_AVAILABLE), sessionRead: MENU_COUNTS_WITH_SESSION },
      schema: serviceSchema({
        tag: 'event',
        summary: 'Sidebar counts of the caller in the current organisation, and list search filters (§3)',
        clientRequest: MenuNotificationCountRequestSchema,
        clientResponse: MenuNotificationCountResponseSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.customerUserId === null) {
        throw new ServiceFailure(403, COUNTS_NOT_AVAILABLE);
      }
      if (request.body.clientRequest.customerUserId !== caller.customerUserId) throw new ServiceFailure(403, NOT_YOUR_PROFILE);
      return ok(MENU_COUNTS_WITH_SESSION.from(caller));
    },
  );
}
