import type { FastifyInstance } from 'fastify';
import { answerError, envelopeError } from '../web/errorAnswer';
import type { AppContext } from '../context';
import { ok } from '../kit/envelope';
import { requestPasswordReset } from './passwordReset';
import { acceptInvitation } from './invitations';
import { describeLink, setPasswordWithLink } from './setPassword';
import { ACCOUNT_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

/** The calls of the public pages beside /login: forgot password and the emailed links (no token needed). */
export async function accountRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error, _request, reply) => answerError(reply, error, envelopeError));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  serve(app, ACCOUNT_CALLS.forgotPassword, async (request) => {
    const { username, language } = request.body.clientRequest;
    await requestPasswordReset(ctx, { account: username, address: request.ip, language });
    return ok(null);
  });

  serve(app, ACCOUNT_CALLS.checkAccountLink, async (request) => ok(await describeLink(ctx, request.body.clientRequest.token)));

  serve(app, ACCOUNT_CALLS.setPassword, async (request) => {
    await setPasswordWithLink(ctx, request.body.clientRequest);
    return ok(null);
  });

  serve(app, ACCOUNT_CALLS.joinWithLink, async (request) => ok(await acceptInvitation(ctx, null, request.body.clientRequest.token)));
}
