import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, CUSTOMER_MARKER, HEADERS } from '../../contract';
import { inviteRoutes } from '../account/inviteRoutes';
import { enforceRouteAccess, routeReads } from '../access/routeAccess';
import { isMembershipLocked } from '../auth/accounts';
import { authenticate, enforcePasswordChange, requireCaller } from '../auth/guard';
import { emailRoutes } from '../email/emailRoutes';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { OUTDATED_CLIENT_MESSAGE, isOutdatedClient } from '../version';
import { liveStreamRoutes } from '../live/streamRoutes';
import { profileRoutes } from '../profile/profileRoutes';
import { userProfileRoutes } from '../profile/userProfileRoutes';
import { customerRoutes } from '../admin/customerRoutes';
import { basicSetupRoutes } from '../admin/basicSetupRoutes';
import { captionRoutes } from '../media/captionRoutes';
import { directoryRoutes } from '../directory/directoryRoutes';
import { libraryRoutes } from '../media/libraryRoutes';
import { userAdminRoutes } from '../admin/userRoutes';
import { roleMatrixRoutes } from '../admin/roleMatrixRoutes';
import { commonRoutes } from '../media/uploadSignatureRoutes';
import { contentRoutes } from '../content/contentRoutes';
import { customerUserRoutes } from '../profile/customerProfileRoutes';
import { failed } from '../kit/envelope';
import { answerError, envelopeError } from '../web/errorAnswer';
import { eventRoutes } from '../content/countsRoutes';
import { inboxRoutes } from '../content/inboxRoutes';
import { roleRoutes } from '../access/rolePermissionRoutes';
import { taskRoutes } from '../content/taskRoutes';
import { programRoutes } from '../content/programRoutes';
import { userRoutes } from '../auth/passwordChangeRoutes';
import { programBuilderRoutes } from '../programs/programBuilderRoutes';
import { bumperRoutes } from '../programs/bumperRoutes';

/**
 * The secured service calls of §7. Order per request: version check, bearer token,
 * pending password change, then (after the body is validated) the organisation it names, then
 * the permission the route declares (server/access/routeAccess.ts).
 */
export async function serviceRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.decorateRequest('caller', null);
  // Service calls are JSON only; any other body type is 415.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error, _request, reply) => answerError(reply, error, envelopeError));

  app.addHook('onRequest', async (request, reply) => {
    const webVersion = request.headers[HEADERS.webVersion.toLowerCase()];
    if (isOutdatedClient(typeof webVersion === 'string' ? webVersion : undefined, ctx.config.version)) {
      // §8: HTTP 200 with status Error, so the client's envelope handling sees the message.
      return reply.code(200).send(failed(OUTDATED_CLIENT_MESSAGE, 'outdated_client'));
    }
    request.caller = await authenticate(ctx, request, routeReads(request));
    enforcePasswordChange(request.caller, reply, API_PATHS.changePassword);
    return undefined;
  });

  app.addHook('preHandler', async (request) => {
    await checkNamedCustomer(ctx, request);
  });
  enforceRouteAccess(app, ctx);

  await app.register(customerUserRoutes, { ctx });
  await app.register(eventRoutes, { ctx });
  await app.register(commonRoutes, { ctx });
  await app.register(roleRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(inviteRoutes, { ctx });
  await app.register(emailRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(inboxRoutes, { ctx });
  await app.register(taskRoutes, { ctx });
  await app.register(programRoutes, { ctx });
  await app.register(liveStreamRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(userProfileRoutes, { ctx });
  await app.register(customerRoutes, { ctx });
  await app.register(basicSetupRoutes, { ctx });
  await app.register(libraryRoutes, { ctx });
  await app.register(captionRoutes, { ctx });
  await app.register(userAdminRoutes, { ctx });
  await app.register(roleMatrixRoutes, { ctx });
  await app.register(directoryRoutes, { ctx });
  await app.register(programBuilderRoutes, { ctx });
  await app.register(bumperRoutes, { ctx });
}

/**
 * A request about another organisation of the caller answers 409 with `##id`, which makes the
 * client switch (§4, §8); one about an organisation the caller cannot use answers 403.
 */
async function checkNamedCustomer(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const caller = requireCaller(request);
  const header = request.headers['x-customer-id'];
  const body = request.body as { clientRequest?: { customerId?: number } } | undefined;
  const named = typeof header === 'string' ? Number(header) : body?.clientRequest?.customerId;
  if (named === undefined || named === caller.customerId) return;
  const locked = await isMembershipLocked(ctx.db, caller.userId, named);
  if (locked === false) {
    throw new ServiceFailure(409, `This item belongs to another organisation ${CUSTOMER_MARKER}${named}`);
  }
  throw new ServiceFailure(403, `You do not have access to organisation ${named}`);
}
