import type { FastifyInstance } from 'fastify';
import { API_PATHS, type CustomerProfileMap } from '../../contract';
import { EmptyRequestSchema } from '../../contract/schemas/envelope';
import { CustomerProfileMapSchema } from '../../contract/schemas/profiles';
import { signedIn } from '../access/routeAccess';
import { listCustomerProfiles } from '../auth/accounts';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ok, serviceSchema } from '../kit/envelope';

export async function customerUserRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db } = opts.ctx;
  app.post(
    API_PATHS.getCustomerProfiles,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'customeruser',
        summary: 'The caller’s own customer profiles for the switcher (§3)',
        clientRequest: EmptyRequestSchema,
        clientResponse: CustomerProfileMapSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const rows = await listCustomerProfiles(db, caller.userId);
      const profiles: CustomerProfileMap = Object.fromEntries(rows.map((row) => [String(row.customerID), row]));
      return ok(profiles);
    },
  );
}
