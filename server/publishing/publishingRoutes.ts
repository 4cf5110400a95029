import type { FastifyInstance } from 'fastify';
import { PUBLISHING_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { heldPermissions } from '../access/permissionRepository';
import { requireCaller, type Caller } from '../auth/guard';
import type { AppContext } from '../context';
import { NO_PROFILE } from '../content/contentRoutes';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { readPublication, readPublishedPrograms } from './publication';
import { shelveProgram } from './publishingWrites';
import { targetOptions } from './publishTargets';
import { submitProgram } from './submitProgram';

export const NO_SUCH_PROGRAM = 'No such program in your organisation';
export const NOT_PUBLISHED = 'Only a published or unpublished program can be taken down or put back';

/** The caller's membership and organisation: every publishing call acts inside them alone. */
function memberOf(caller: Caller): { customerUserId: number; customerId: number } {
  if (caller.customerUserId === null || caller.customerId === null) throw new ServiceFailure(403, NO_PROFILE);
  return { customerUserId: caller.customerUserId, customerId: caller.customerId };
}

/** Submitting a program, where it is published, taking it down and putting it back (§2 Create › Programs, Tasks › Approvals). */
export async function publishingRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  serve(app, PUBLISHING_CALLS.submitProgram, async (request) => {
    const { customerUserId } = memberOf(requireCaller(request));
    const { programId, proposal } = request.body.clientRequest;
    const submitted = await submitProgram(ctx, customerUserId, programId, proposal);
    // The approvers' Approvals badge goes up in every open tab (§3).
    await ctx.live.publish({ t: 'counts', cu: submitted.approvers });
    return ok(submitted.answer);
  });

  serve(app, PUBLISHING_CALLS.getPublishTargetOptions, async (request) => {
    const { customerId } = memberOf(requireCaller(request));
    return ok(await targetOptions(ctx.db, customerId, request.body.clientRequest.search));
  });

  serve(app, PUBLISHING_CALLS.getProgramPublication, async (request) => {
    const caller = requireCaller(request);
    const member = memberOf(caller);
    const approver = (await heldPermissions(ctx.db, caller)).has('approval.program');
    const publication = await readPublication(ctx.db, { ...member, approver }, request.body.clientRequest.programId);
    // Another member's program (for a creator) or another organisation's reads as missing.
    if (publication === null) throw new ServiceFailure(404, NO_SUCH_PROGRAM);
    return ok(publication);
  });

  serve(app, PUBLISHING_CALLS.getPublishedPrograms, async (request) => {
    const { customerId } = memberOf(requireCaller(request));
    return ok(await readPublishedPrograms(ctx.db, customerId, request.body.clientRequest));
  });

  for (const [call, to] of [
    [PUBLISHING_CALLS.unpublishProgram, 'unpublished'],
    [PUBLISHING_CALLS.republishProgram, 'published'],
  ] as const) {
    serve(app, call, async (request) => {
      const { customerId } = memberOf(requireCaller(request));
      const outcome = await shelveProgram(ctx, customerId, request.body.clientRequest.programId, to);
      if (outcome === 'not found') throw new ServiceFailure(404, NO_SUCH_PROGRAM);
      if (outcome === 'not published') throw new ServiceFailure(409, NOT_PUBLISHED, { code: 'conflict' });
      return ok({ changed: outcome === 'changed' });
    });
  }
}
