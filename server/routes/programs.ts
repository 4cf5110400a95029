import type { FastifyInstance } from 'fastify';
import { API_PATHS, type MyProgramListRequest } from '../../contract';
import { PageSchema } from '../../contract/schemas/lists';
import { MyProgramItemSchema, MyProgramListRequestSchema } from '../../contract/schemas/tasks';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import { readMyPrograms } from '../content/myPrograms';
import type { AppContext } from '../context';
import { profileOf } from './content';
import { ok, serviceSchema } from '../kit/envelope';

/** The author's side of a program review (§2 Tasks, Approvals): their programs and each decision. */
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
}
