import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { activeSignIns, endOtherSignIns, endSignIn, signInActivity } from './signIns';
import { MY_PROFILE_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const NO_SUCH_SIGN_IN = 'No such sign-in';

/**
 * §2 Personal profile, Download Reports: the caller's own sign-in activity and the logins still
 * open, each of which the caller may end. Only ever the caller's own rows.
 */
export async function profileRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, config, live } = opts.ctx;

  serve(app, MY_PROFILE_CALLS.getSignInActivity, async (request) =>
    ok({ activity: await signInActivity(db, requireCaller(request).userId) }),
  );

  serve(app, MY_PROFILE_CALLS.getActiveSignIns, async (request) => {
    const caller = requireCaller(request);
    return ok({ sessions: await activeSignIns(db, caller.userId, caller.familyId, clock.now(), config.idleTimeoutMinutes) });
  });

  serve(app, MY_PROFILE_CALLS.endSignIn, async (request) => {
    const caller = requireCaller(request);
    const { sessionId } = request.body.clientRequest;
    if (!(await endSignIn(db, caller.userId, sessionId.toLowerCase(), clock.now()))) throw new ServiceFailure(404, NO_SUCH_SIGN_IN);
    await live.publish({ t: 'revoked', u: caller.userId, f: [sessionId.toLowerCase()], r: 'revoked' });
    return ok({ ended: 1 });
  });

  serve(app, MY_PROFILE_CALLS.endOtherSignIns, async (request) => {
    const caller = requireCaller(request);
    const ended = await endOtherSignIns(db, caller.userId, caller.familyId, clock.now());
    if (ended.length > 0) await live.publish({ t: 'revoked', u: caller.userId, f: ended, r: 'revoked' });
    return ok({ ended: ended.length });
  });
}
