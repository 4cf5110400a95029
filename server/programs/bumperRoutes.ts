import type { FastifyInstance } from 'fastify';
import { PROGRAMS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { administer } from '../admin/audit';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { isListed } from '../media/libraryRepository';
import { objectUrlOf } from '../media/objectUrl';
import { readBumpers, writeBumpers } from './bumperRepository';

export const NO_ORGANISATION = 'Bumpers need a current organisation';
export const NOT_FOOTAGE_BUMPER = 'A bumper must be an item of your organisation’s Footage';

/**
 * /bumpers (§2): the organisation's intro and outro, Footage items a content manager chooses,
 * which a program's edit may put before and after its sequence. A change is audited like the
 * organisation's other settings (server/admin/audit.ts).
 */
export async function bumperRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, config } = opts.ctx;
  const urlOf = objectUrlOf(config);

  serve(app, PROGRAMS_CALLS.getBumpers, async (request) => {
    const { customerId } = requireCaller(request);
    if (customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
    return ok(await readBumpers(db, customerId, urlOf));
  });

  serve(app, PROGRAMS_CALLS.setBumpers, async (request) => {
    const caller = requireCaller(request);
    const customerId = caller.customerId;
    if (customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
    const keys = request.body.clientRequest;
    const subject = { action: 'organization.bumpers', customerId, type: 'customer', id: customerId } as const;
    await administer(db, caller, subject, clock.now(), async (tx) => {
      for (const field of ['introKey', 'outroKey'] as const) {
        const key = keys[field];
        if (key !== null && !(await isListed(tx, customerId, 'footage', key))) throw fieldFailure(field, 'invalid', NOT_FOOTAGE_BUMPER);
      }
      const before = await writeBumpers(tx, customerId, keys);
      return { before, after: { introKey: keys.introKey, outroKey: keys.outroKey }, result: null };
    });
    return ok(await readBumpers(db, customerId, urlOf));
  });
}
