import type { FastifyInstance } from 'fastify';
import { API_PATHS, type EndSignInRequest } from '../../contract';
import { EmptyRequestSchema } from '../../contract/schemas/envelope';
import {
  ActiveSignInsResponseSchema,
  EndedSignInsResponseSchema,
  EndSignInRequestSchema,
  SignInActivityResponseSchema,
} from '../../contract/schemas/myProfile';
import { needs, signedIn } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok, serviceSchema } from '../kit/envelope';
import { activeSignIns, endOtherSignIns, endSignIn, signInActivity } from './signIns';

export const NO_SUCH_SIGN_IN = 'No such sign-in';

/**
 * §2 Personal profile, Download Reports: the caller's own sign-in activity and the logins still
 * open, each of which the caller may end. Only ever the caller's own rows.
 */
export async function profileRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, config, live } = opts.ctx;

  app.post(
    API_PATHS.getSignInActivity,
    {
      config: needs(['report.download']),
      schema: serviceSchema({
        tag: 'user',
        summary: 'The caller’s own sign-ins with their client details (§3), newest first',
        clientRequest: EmptyRequestSchema,
        clientResponse: SignInActivityResponseSchema,
      }),
    },
    async (request) => ok({ activity: await signInActivity(db, requireCaller(request).userId) }),
  );

  app.post(
    API_PATHS.getActiveSignIns,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'user',
        summary: 'The caller’s logins that have not ended (one per browser or device)',
        clientRequest: EmptyRequestSchema,
        clientResponse: ActiveSignInsResponseSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok({ sessions: await activeSignIns(db, caller.userId, caller.familyId, clock.now(), config.idleTimeoutMinutes) });
    },
  );

  app.post<{ Body: { clientRequest: EndSignInRequest } }>(
    API_PATHS.endSignIn,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'user',
        summary: 'Ends one of the caller’s logins; its open tabs go to the sign-in page',
        clientRequest: EndSignInRequestSchema,
        clientResponse: EndedSignInsResponseSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const { sessionId } = request.body.clientRequest;
      if (!(await endSignIn(db, caller.userId, sessionId.toLowerCase(), clock.now()))) throw new ServiceFailure(404, NO_SUCH_SIGN_IN);
      await live.publish({ t: 'revoked', u: caller.userId, f: [sessionId.toLowerCase()], r: 'revoked' });
      return ok({ ended: 1 });
    },
  );

  app.post(
    API_PATHS.endOtherSignIns,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'user',
        summary: 'Ends every login of the caller but the one making this call',
        clientRequest: EmptyRequestSchema,
        clientResponse: EndedSignInsResponseSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const ended = await endOtherSignIns(db, caller.userId, caller.familyId, clock.now());
      if (ended.length > 0) await live.publish({ t: 'revoked', u: caller.userId, f: ended, r: 'revoked' });
      return ok({ ended: ended.length });
    },
  );
}
