import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../auth/guard';
import { readMyPrograms } from './myPrograms';
import type { AppContext } from '../context';
import { profileOf } from './contentRoutes';
import { ok } from '../kit/envelope';
import { TASKS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

/** The author's side of a program review (§2 Tasks, Approvals): their programs and each decision. */
export async function programRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  serve(app, TASKS_CALLS.getMyPrograms, async (request) =>
    ok(await readMyPrograms(ctx.db, profileOf(requireCaller(request)), request.body.clientRequest)),
  );
}
