import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { storageUse } from '../media/storageUse';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { administer } from './audit';
import { basicsOf, BLANK_NAME } from './customerRoutes';
import { auditedCustomer, findCustomer, updateCustomer } from './customerStore';
import { CUSTOMERS_CALLS, MEDIA_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const NO_ORGANISATION = 'Basic setup needs a current organisation';

/**
 * §2 Organization › Basic setup: a manager changes their own organisation's name, address and
 * logo — always the organisation of their current session, never one named in the request; the
 * flags stay with the support role (customer/updateCustomer). The page also shows what the
 * organisation stores.
 */
export async function basicSetupRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, live } = opts.ctx;

  serve(app, CUSTOMERS_CALLS.getBasicSetup, async (request) => {
    const { customerId } = requireCaller(request);
    const record = customerId === null ? null : await findCustomer(db, customerId);
    if (record === null) throw new ServiceFailure(403, NO_ORGANISATION);
    return ok(record);
  });

  serve(app, MEDIA_CALLS.getStorageUse, async (request) => {
    const { customerId } = requireCaller(request);
    if (customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
    return ok(await storageUse(db, customerId));
  });

  serve(app, CUSTOMERS_CALLS.updateBasicSetup, async (request) => {
    const caller = requireCaller(request);
    const customerId = caller.customerId;
    if (customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
    const basics = basicsOf(request.body.clientRequest);
    if (basics.name === '') throw fieldFailure('name', 'blank', BLANK_NAME);
    const subject = { action: 'organization.basicSetup', customerId, type: 'customer', id: customerId } as const;
    const { record, changed } = await administer(db, caller, subject, clock.now(), async (tx) => {
      const before = await findCustomer(tx, customerId, true);
      if (before === null) throw new ServiceFailure(403, NO_ORGANISATION);
      await updateCustomer(tx, customerId, { ...auditedCustomer(before), ...basics });
      const after = (await findCustomer(tx, customerId))!;
      const changed = JSON.stringify(auditedCustomer(before)) !== JSON.stringify(auditedCustomer(after));
      return { before: auditedCustomer(before), after: auditedCustomer(after), result: { record: after, changed } };
    });
    if (changed) await live.publish({ t: 'customer', c: customerId });
    return ok(record);
  });
}
