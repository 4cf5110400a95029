import type { FastifyInstance } from 'fastify';
import { type CustomerProfileMap } from '../../contract';
import { listCustomerProfiles } from '../auth/accounts';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../kit/envelope';
import { PROFILES_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export async function customerUserRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db } = opts.ctx;
  serve(app, PROFILES_CALLS.getCustomerProfiles, async (request) => {
    const caller = requireCaller(request);
    const rows = await listCustomerProfiles(db, caller.userId);
    const profiles: CustomerProfileMap = Object.fromEntries(rows.map((row) => [String(row.customerID), row]));
    return ok(profiles);
  });
}
