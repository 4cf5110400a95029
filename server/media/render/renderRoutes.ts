import type { FastifyInstance } from 'fastify';
import { PROGRAMS_CALLS } from '../../../contract/calls';
import { serve } from '../../access/serve';
import { requireCaller } from '../../auth/guard';
import { NO_PROFILE, profileOf } from '../../content/contentRoutes';
import { NOT_YOUR_PROGRAM } from '../../content/programRoutes';
import type { AppContext } from '../../context';
import { ServiceFailure } from '../../errors';
import { ok } from '../../kit/envelope';
import { requestRender } from './requestRender';

export const STALE_REVISION = 'The program was saved since: render the newest edit';
export const EMPTY_EDIT = 'There is nothing in the program to render';

/** Create › Programs: the author renders the saved edit into the program's next version. */
export async function renderRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  serve(app, PROGRAMS_CALLS.renderProgram, async (request) => {
    const caller = requireCaller(request);
    if (caller.customerId === null) throw new ServiceFailure(403, NO_PROFILE);
    const { programId, revision } = request.body.clientRequest;
    const asked = await requestRender(ctx.db, { customerUserId: profileOf(caller), customerId: caller.customerId }, programId, revision);
    // Another member's program, or one no longer a draft, reads as missing: its existence is not told.
    if (asked.outcome === 'notYours') throw new ServiceFailure(404, NOT_YOUR_PROGRAM);
    if (asked.outcome === 'staleRevision') throw new ServiceFailure(409, STALE_REVISION);
    if (asked.outcome !== 'queued') throw new ServiceFailure(400, EMPTY_EDIT);
    // A send lost here leaves the version queued for a worker's sweep.
    await ctx.media
      ?.enqueueRender?.({ programId, version: asked.version })
      .catch((error: unknown) => request.log.error({ err: error, programId }, 'render not queued'));
    return ok({ version: asked.version });
  });
}
