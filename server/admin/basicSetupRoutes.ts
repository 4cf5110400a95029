import type { FastifyInstance } from 'fastify';
import { API_PATHS, type CustomerBasics } from '../../contract';
import { CustomerBasicsSchema, CustomerRecordSchema } from '../../contract/schemas/customers';
import { EmptyRequestSchema } from '../../contract/schemas/envelope';
import { StorageUseSchema } from '../../contract/schemas/media';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { storageUse } from '../media/storageUse';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok, serviceSchema } from '../kit/envelope';
import { administer } from './audit';
import { basicsOf, BLANK_NAME } from './customerRoutes';
import { auditedCustomer, findCustomer, updateCustomer } from './customerStore';

export const NO_ORGANISATION = 'Basic setup needs a current organisation';

/**
 * §2 Organization › Basic setup: a manager changes their own organisation's name, address and
 * logo — always the organisation of their current session, never one named in the request; the
 * flags stay with the support role (customer/updateCustomer). The page also shows what the
 * organisation stores.
 */
export async function basicSetupRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, live } = opts.ctx;
  const setup = needs(['organization.setup']);

  app.post(
    API_PATHS.getBasicSetup,
    {
      config: setup,
      schema: serviceSchema({
        tag: 'organization',
        summary: 'The caller’s organisation',
        clientRequest: EmptyRequestSchema,
        clientResponse: CustomerRecordSchema,
      }),
    },
    async (request) => {
      const { customerId } = requireCaller(request);
      const record = customerId === null ? null : await findCustomer(db, customerId);
      if (record === null) throw new ServiceFailure(403, NO_ORGANISATION);
      return ok(record);
    },
  );

  app.post(
    API_PATHS.getStorageUse,
    {
      config: setup,
      schema: serviceSchema({
        tag: 'organization',
        summary: 'What the caller’s organisation stores: originals, renditions, posters, sprites and captions, in objects and bytes',
        clientRequest: EmptyRequestSchema,
        clientResponse: StorageUseSchema,
      }),
    },
    async (request) => {
      const { customerId } = requireCaller(request);
      if (customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
      return ok(await storageUse(db, customerId));
    },
  );

  app.post<{ Body: { clientRequest: CustomerBasics } }>(
    API_PATHS.updateBasicSetup,
    {
      config: setup,
      schema: serviceSchema({
        tag: 'organization',
        summary: 'Changes the caller’s organisation’s name, address and logo (audited); its members’ open tabs follow at once',
        clientRequest: CustomerBasicsSchema,
        clientResponse: CustomerRecordSchema,
      }),
    },
    async (request) => {
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
    },
  );
}
