import type { FastifyInstance } from 'fastify';
import { type CustomerBasics, type CustomerInput } from '../../contract';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { administer, auditTrail } from './audit';
import { auditedCustomer, findCustomer, insertCustomer, listCustomers, updateCustomer } from './customerStore';
import { CUSTOMERS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { announceDirectoryChanged } from '../directory/directoryNotices';

export const NO_SUCH_ORGANISATION = 'No such organisation';

/** Worded as the schema's own messages, so the form shows it under the field (server/app.ts fieldMessage). */
export const BLANK_NAME = 'The name must not be blank';

/** Blank parts of an address are stored as missing, so the switcher shows N/A for them (§3). */
export function basicsOf(input: CustomerBasics): CustomerBasics {
  const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    name: input.name.trim(),
    city: blankToNull(input.city),
    state: blankToNull(input.state),
    zip: blankToNull(input.zip),
    logoUrl: input.logoUrl,
  };
}

function normalised(input: CustomerInput): CustomerInput {
  const basics = basicsOf(input);
  if (basics.name === '') throw fieldFailure('name', 'blank', BLANK_NAME);
  return { ...input, ...basics };
}

/**
 * §2 Support › Customers: the support role lists, creates and edits every organisation, flags
 * included; each change is audited (administer) and a changed organisation reaches its members'
 * open tabs at once (customer.changed).
 */
export async function customerRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, live } = opts.ctx;

  serve(app, CUSTOMERS_CALLS.getCustomers, async (request) => {
    const list = request.body.clientRequest;
    return ok(await listCustomers(db, list));
  });

  serve(app, CUSTOMERS_CALLS.getCustomer, async (request) => {
    const record = await findCustomer(db, request.body.clientRequest.organisationId);
    if (record === null) throw new ServiceFailure(404, NO_SUCH_ORGANISATION);
    return ok(record);
  });

  serve(app, CUSTOMERS_CALLS.createCustomer, async (request) => {
    const caller = requireCaller(request);
    const input = normalised(request.body.clientRequest);
    const now = clock.now();
    const record = await administer(
      db,
      caller,
      { action: 'customer.create', customerId: null, type: 'customer', id: 0 },
      now,
      async (tx) => {
        const id = await insertCustomer(tx, input, now);
        const created = await findCustomer(tx, id);
        if (created === null) throw new Error('created organisation not found');
        return { before: null, after: auditedCustomer(created), result: created, customerId: id, subjectId: id };
      },
    );
    return ok(record);
  });

  serve(app, CUSTOMERS_CALLS.updateCustomer, async (request) => {
    const caller = requireCaller(request);
    const { organisationId, ...rest } = request.body.clientRequest;
    const input = normalised(rest);
    const subject = { action: 'customer.update', customerId: organisationId, type: 'customer', id: organisationId } as const;
    const { record, changed } = await administer(db, caller, subject, clock.now(), async (tx) => {
      const before = await findCustomer(tx, organisationId, true);
      if (before === null) throw new ServiceFailure(404, NO_SUCH_ORGANISATION);
      await updateCustomer(tx, organisationId, input);
      const after = (await findCustomer(tx, organisationId))!;
      const changed = JSON.stringify(auditedCustomer(before)) !== JSON.stringify(auditedCustomer(after));
      return { before: auditedCustomer(before), after: auditedCustomer(after), result: { record: after, changed } };
    });
    // §6: the flags decide the menu; members' open tabs get the new details (customer.changed).
    if (changed) await live.publish({ t: 'customer', c: organisationId });
    // The hide-organisation control opens or closes the directory to creators and viewers (§6).
    if (changed) await announceDirectoryChanged(db, live, [organisationId]);
    return ok(record);
  });

  serve(app, CUSTOMERS_CALLS.getAuditRecords, async (request) => {
    const list = request.body.clientRequest;
    if ((await findCustomer(db, list.organisationId)) === null) throw new ServiceFailure(404, NO_SUCH_ORGANISATION);
    return ok(await auditTrail(db, list.organisationId, list));
  });
}
