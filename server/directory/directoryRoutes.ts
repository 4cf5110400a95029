import type { FastifyInstance } from 'fastify';
import { DIRECTORY_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { directoryAccess, listDirectory } from './directoryRepository';

export const DIRECTORY_HIDDEN = 'The directory is hidden in this organisation';
const NO_ORGANISATION = 'This call needs an organisation';

/** §2 Organization › Directory: the people of the caller's organisation, never another's. */
export async function directoryRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db } = opts.ctx;

  serve(app, DIRECTORY_CALLS.listDirectory, async (request) => {
    const caller = requireCaller(request);
    if (caller.customerUserId === null || caller.customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
    const reader = { customerUserId: caller.customerUserId, customerId: caller.customerId, roles: caller.roles };
    const access = await directoryAccess(db, reader);
    // §6: where the organisation is hidden, creators and viewers do not see the directory at all.
    if (!access.open) throw new ServiceFailure(403, DIRECTORY_HIDDEN);
    return ok(await listDirectory(db, reader, access.emailsShown, request.body.clientRequest));
  });
}
