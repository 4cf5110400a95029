import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract';
import { PASSWORD_MAX_LENGTH } from '../auth/passwordPolicy';
import { TooManyAttempts } from '../auth/signInLimits';
import type { AppContext } from '../context';
import { Envelope, ErrorEnvelope, failed, ok } from '../routes/envelope';
import { Text } from '../schemaKit';
import { LINK_TOKEN_PATTERN } from './accountLinks';
import { requestPasswordReset } from './passwordReset';
import { describeLink, setPasswordWithLink } from './setPassword';

const Token = Type.String({ pattern: LINK_TOKEN_PATTERN, description: 'The token of an emailed link' });
const Language = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('es')]));

function publicSchema<P extends TProperties, R extends TSchema>(summary: string, clientRequest: P, clientResponse: R) {
  return {
    tags: ['account'],
    summary,
    body: Type.Object({ clientRequest: Type.Object(clientRequest, { additionalProperties: false }) }, { additionalProperties: false }),
    response: { 200: Envelope(clientResponse), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
  };
}

/** The calls of the public pages beside /login: forgot password and the emailed links (no token needed). */
export async function accountRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError | TooManyAttempts, request, reply) => {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', String(error.retryAfterSeconds));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'account call failed');
      return reply.code(500).send(failed('Internal server error'));
    }
    return reply.code(status).send(failed(error.message));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post<{ Body: { clientRequest: { username: string; language?: string } } }>(
    API_PATHS.forgotPassword,
    {
      schema: publicSchema(
        'Emails a 30-minute one-time link to set a new password; answers the same for unknown accounts',
        { username: Text(254, 'The email address the user signs in with', 1), language: Language },
        Type.Null(),
      ),
    },
    async (request) => {
      const { username, language } = request.body.clientRequest;
      await requestPasswordReset(ctx, { account: username, address: request.ip, language });
      return ok(null);
    },
  );

  app.post<{ Body: { clientRequest: { token: string } } }>(
    API_PATHS.checkAccountLink,
    {
      schema: publicSchema(
        'What an emailed link is for, while it is valid (the link stays usable)',
        { token: Token },
        Type.Object({
          purpose: Type.Union([Type.Literal('reset'), Type.Literal('invitation')]),
          username: Type.String(),
          organisation: Type.Union([Type.String(), Type.Null()]),
          ssoRequired: Type.Boolean(),
          passwordRule: Type.String(),
        }),
      ),
    },
    async (request) => ok(await describeLink(ctx, request.body.clientRequest.token)),
  );

  app.post<{ Body: { clientRequest: { token: string; password: string; language?: string } } }>(
    API_PATHS.setPassword,
    {
      schema: publicSchema(
        'Sets the password through an emailed link, once; ends every login of the user and signs nobody in',
        { token: Token, password: Text(PASSWORD_MAX_LENGTH, 'The new password', 1), language: Language },
        Type.Null(),
      ),
    },
    async (request) => {
      await setPasswordWithLink(ctx, request.body.clientRequest);
      return ok(null);
    },
  );
}
