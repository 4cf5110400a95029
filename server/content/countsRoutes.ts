import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../auth/guard';
import { MENU_COUNTS_WITH_SESSION } from './menuCounts';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { COUNTS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const COUNTS_NOT_AVAILABLE = 'Counts are not available for this role';
export const NOT_YOUR_PROFILE = 'customerUserId is not the signed-in customer profile';

export async function eventRoutes(app: FastifyInstance, _opts: { ctx: AppContext }): Promise<void> {
  serve(
    app,
    COUNTS_CALLS.getMenuNotificationCount,
    async (request) => {
      const caller = requireCaller(request);
      if (caller.customerUserId === null) {
        throw new ServiceFailure(403, COUNTS_NOT_AVAILABLE);
      }
      if (request.body.clientRequest.customerUserId !== caller.customerUserId) throw new ServiceFailure(403, NOT_YOUR_PROFILE);
      return ok(MENU_COUNTS_WITH_SESSION.from(caller));
    },
    { refusal: COUNTS_NOT_AVAILABLE, sessionRead: MENU_COUNTS_WITH_SESSION },
  );
}
