import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../auth/guard';
import { readMyPrograms } from './myPrograms';
import { setProgramVideo } from './programVideo';
import { ServiceFailure } from '../errors';
import type { AppContext } from '../context';
import { NO_PROFILE, profileOf } from './contentRoutes';
import { ok } from '../kit/envelope';
import { TASKS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const NOT_YOUR_PROGRAM = 'No such program of yours';
export const NOT_FOOTAGE = 'The video must be an item of your organisation’s Footage';

/** The author's side of a program (§2 Tasks, Approvals; Create › Programs): their programs, each decision, each video. */
export async function programRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  serve(app, TASKS_CALLS.getMyPrograms, async (request) =>
    ok(await readMyPrograms(ctx.db, profileOf(requireCaller(request)), request.body.clientRequest)),
  );

  serve(app, TASKS_CALLS.setProgramVideo, async (request) => {
    const caller = requireCaller(request);
    if (caller.customerId === null) throw new ServiceFailure(403, NO_PROFILE);
    const { programId, mediaKey } = request.body.clientRequest;
    const outcome = await setProgramVideo(
      ctx.db,
      { customerUserId: profileOf(caller), customerId: caller.customerId },
      programId,
      mediaKey,
    );
    // Another member's program reads as missing: its existence is not told.
    if (outcome === 'notAuthor') throw new ServiceFailure(404, NOT_YOUR_PROGRAM);
    if (outcome === 'notFootage') throw new ServiceFailure(400, NOT_FOOTAGE);
    return ok({ programId, mediaKey });
  });
}
