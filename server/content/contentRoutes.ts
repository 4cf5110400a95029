import type { FastifyInstance } from 'fastify';
import { INBOX_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { requireCaller } from '../auth/guard';
import { markProgramViewed, type WriteOutcome } from './countingWrites';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';

export const PROGRAM_NOT_FOUND = 'No such program in your inbox';
export const NO_PROFILE = 'This call needs a customer profile';

export function answer(outcome: WriteOutcome, notFound: string) {
  // Another member's or another organisation's item reads as missing: its existence is not told.
  if (outcome === 'not found') throw new ServiceFailure(404, notFound);
  return ok({ changed: outcome === 'changed' });
}

/** The caller's membership in the current organisation; the content calls act on it alone. */
export function profileOf(caller: { customerUserId: number | null }): number {
  if (caller.customerUserId === null) throw new ServiceFailure(403, NO_PROFILE);
  return caller.customerUserId;
}

/** The member's own inbox action that changes the menu counts (§3); the task actions are in tasks.ts. */
export async function contentRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  serve(app, INBOX_CALLS.markProgramViewed, async (request) => {
    const member = profileOf(requireCaller(request));
    return answer(await markProgramViewed(ctx, member, request.body.clientRequest.programId), PROGRAM_NOT_FOUND);
  });
}
