import type { FastifyInstance } from 'fastify';
import { API_PATHS, type MyProgramListRequest, type SetProgramVideoRequest } from '../../contract';
import { PageSchema } from '../../contract/schemas/lists';
import {
  MyProgramItemSchema,
  MyProgramListRequestSchema,
  SetProgramVideoRequestSchema,
  SetProgramVideoResponseSchema,
} from '../../contract/schemas/tasks';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import { readMyPrograms } from '../content/myPrograms';
import { setProgramVideo } from '../content/programVideo';
import { ServiceFailure } from '../errors';
import type { AppContext } from '../context';
import { NO_PROFILE, profileOf } from './content';
import { ok, serviceSchema } from '../kit/envelope';

export const NOT_YOUR_PROGRAM = 'No such program of yours';
export const NOT_FOOTAGE = 'The video must be an item of your organisation’s Footage';

/** The author's side of a program (§2 Tasks, Approvals; Create › Programs): their programs, each decision, each video. */
export async function programRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.post<{ Body: { clientRequest: MyProgramListRequest } }>(
    API_PATHS.getMyPrograms,
    {
      config: needs(['program.create']),
      schema: serviceSchema({
        tag: 'program',
        summary: 'The caller’s programs in the current organisation with their status and review outcome, paged; search matches the title',
        clientRequest: MyProgramListRequestSchema,
        clientResponse: PageSchema(MyProgramItemSchema),
      }),
    },
    async (request) => ok(await readMyPrograms(ctx.db, profileOf(requireCaller(request)), request.body.clientRequest)),
  );

  app.post<{ Body: { clientRequest: SetProgramVideoRequest } }>(
    API_PATHS.setProgramVideo,
    {
      config: needs(['program.create']),
      schema: serviceSchema({
        tag: 'program',
        summary: 'Sets the video of one of the caller’s programs to a Footage item of the organisation, or clears it (null)',
        clientRequest: SetProgramVideoRequestSchema,
        clientResponse: SetProgramVideoResponseSchema,
      }),
    },
    async (request) => {
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
    },
  );
}
