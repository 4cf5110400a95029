import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type AccountLinkRequest, type ForgotPasswordRequest, type SetPasswordRequest } from '../../contract';
import {
  AccountLinkDetailsSchema,
  AccountLinkRequestSchema,
  ForgotPasswordRequestSchema,
  SetPasswordRequestSchema,
} from '../../contract/schemas/account';
import { Envelope, ErrorEnvelope } from '../../contract/schemas/envelope';
import { answerError, envelopeError } from '../web/errorAnswer';
import type { AppContext } from '../context';
import { ok } from '../kit/envelope';
import { requestPasswordReset } from './passwordReset';
import { acceptInvitation } from './invitations';
import { describeLink, setPasswordWithLink } from './setPassword';

function publicSchema<R extends TSchema>(summary: string, clientRequest: TObject, clientResponse: R) {
  return {
    tags: ['account'],
    summary,
    body: Type.Object(
      { clientRequest: Type.Object(clientRequest.properties, { additionalProperties: false }) },
      { additionalProperties: false },
    ),
    response: { 200: Envelope(clientResponse), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
  };
}

/** The calls of the public pages beside /login: forgot password and the emailed links (no token needed). */
export async function accountRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error, _request, reply) => answerError(reply, error, envelopeError));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post<{ Body: { clientRequest: ForgotPasswordRequest } }>(
    API_PATHS.forgotPassword,
    {
      schema: publicSchema(
        'Emails a 30-minute one-time link to set a new password; answers the same for unknown accounts',
        ForgotPasswordRequestSchema,
        Type.Null(),
      ),
    },
    async (request) => {
      const { username, language } = request.body.clientRequest;
      await requestPasswordReset(ctx, { account: username, address: request.ip, language });
      return ok(null);
    },
  );

  app.post<{ Body: { clientRequest: AccountLinkRequest } }>(
    API_PATHS.checkAccountLink,
    {
      schema: publicSchema(
        'What an emailed link is for, while it is valid (the link stays usable)',
        AccountLinkRequestSchema,
        AccountLinkDetailsSchema,
      ),
    },
    async (request) => ok(await describeLink(ctx, request.body.clientRequest.token)),
  );

  app.post<{ Body: { clientRequest: SetPasswordRequest } }>(
    API_PATHS.setPassword,
    {
      schema: publicSchema(
        'Sets the password through an emailed link, once; ends every login of the user and signs nobody in',
        SetPasswordRequestSchema,
        Type.Null(),
      ),
    },
    async (request) => {
      await setPasswordWithLink(ctx, request.body.clientRequest);
      return ok(null);
    },
  );

  app.post<{ Body: { clientRequest: AccountLinkRequest } }>(
    API_PATHS.joinWithLink,
    {
      schema: publicSchema(
        'Accepts an emailed invitation to join an organisation with an existing account, once; the account is otherwise untouched',
        AccountLinkRequestSchema,
        Type.Object({ organisationId: Type.Integer() }),
      ),
    },
    async (request) => ok(await acceptInvitation(ctx, null, request.body.clientRequest.token)),
  );
}
