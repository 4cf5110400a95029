import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, MY_PROGRAM_SORT_KEYS, type MyProgramSortKey, type PageRequest } from '../../contract';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import { readMyPrograms } from '../content/myPrograms';
import type { AppContext } from '../context';
import { Id, Nullable } from '../schemaKit';
import { profileOf } from './content';
import { ok, serviceSchema } from './envelope';
import { PageSchema, pageRequestProperties } from './listSchema';

const Decision = Type.Union([Type.Literal('approved'), Type.Literal('rejected')]);

const MyProgramSchema = Type.Object({
  id: Id(),
  title: Type.String(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('pending_approval'), Type.Literal('published')]),
  createdAt: Type.String({ description: 'ISO 8601' }),
  review: Nullable(
    Type.Object({
      decision: Decision,
      comment: Nullable(Type.String()),
      reviewer: Nullable(Type.String()),
      reviewedAt: Type.String({ description: 'ISO 8601' }),
    }),
  ),
});

/** The author's side of a program review (§2 Tasks, Approvals): their programs and each decision. */
export async function programRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.post<{ Body: { clientRequest: PageRequest<MyProgramSortKey> } }>(
    API_PATHS.getMyPrograms,
    {
      config: needs(['program.create']),
      schema: serviceSchema({
        tag: 'program',
        summary: 'The caller’s programs in the current organisation with their status and review outcome, paged; search matches the title',
        clientRequest: pageRequestProperties(MY_PROGRAM_SORT_KEYS),
        clientResponse: PageSchema(MyProgramSchema),
      }),
    },
    async (request) => ok(await readMyPrograms(ctx.db, profileOf(requireCaller(request)), request.body.clientRequest)),
  );
}
