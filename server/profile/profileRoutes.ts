import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type EndSignInRequest } from '../../contract';
import { needs, signedIn } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { Nullable, Text } from '../schemaKit';
import { ok, serviceSchema } from '../routes/envelope';
import { activeSignIns, endOtherSignIns, endSignIn, signInActivity } from './signIns';

export const NO_SUCH_SIGN_IN = 'No such sign-in';

const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', maxLength: 36 });
const When = Type.String({ format: 'date-time' });
const Detail = Nullable(Text(256));

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
        clientRequest: {},
        clientResponse: Type.Object({
          activity: Type.Array(
            Type.Object({
              at: When,
              organisation: Detail,
              browserName: Type.String(),
              browserVersion: Type.String(),
              operatingSystem: Type.String(),
              latitude: Nullable(Type.Number()),
              longitude: Nullable(Type.Number()),
            }),
          ),
        }),
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
        clientRequest: {},
        clientResponse: Type.Object({
          sessions: Type.Array(
            Type.Object({
              sessionId: Type.String(),
              startedAt: When,
              lastUsedAt: When,
              organisation: Detail,
              browserName: Detail,
              browserVersion: Detail,
              operatingSystem: Detail,
              current: Type.Boolean(),
            }),
          ),
        }),
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
        clientRequest: { sessionId: Uuid },
        clientResponse: Type.Object({ ended: Type.Integer() }),
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
        clientRequest: {},
        clientResponse: Type.Object({ ended: Type.Integer() }),
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
