import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, SSO_GRANT_TYPE, TOKEN_EXCHANGE } from '../../contract';
import { OAuthErrorSchema } from '../../contract/schemas/envelope';
import { RevokeRequestSchema, TokenExchangeResponseSchema, TokenRequestSchema, TokenResponseSchema } from '../../contract/schemas/token';
import { ssoGrant } from '../sso/ssoGrant';
import { ssoRoutes } from '../sso/ssoRoutes';
import type { AppContext } from '../context';
import { answerError, oauthError } from '../web/errorAnswer';
import { OAuthFailure } from '../errors';
import { CROSS_SITE_REFUSED, isCrossSite } from '../web/crossSite';
import { captchaRoutes } from './captcha';
import { passwordGrant } from './grants';
import { refreshGrant } from './refreshGrant';
import { familyOfToken, revokeFamily } from './refreshStore';
import { tokenExchange } from './tokenExchange';

const MAX_ID = 2_147_483_647;

/** OAuth 2 token and revocation endpoints (RFC 6749 §4.3, §6; RFC 7009). */
export async function oauthRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  // Form and JSON bodies only (RFC 6749 uses forms); anything else is 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  // Before the body is parsed, the client checked or any attempt counted.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && isCrossSite(request, ctx.config.corsOrigins)) {
      throw new OAuthFailure(403, 'access_denied', CROSS_SITE_REFUSED);
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    // RFC 6749 §5.1: token answers must never be cached.
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
  });

  app.setErrorHandler((error, _request, reply) => answerError(reply, error, oauthError));

  // The bodies are typed from their schemas; the OAuth bodies are RFC 6749/7009 forms, not the envelope.
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  /** The app; the analytics site only redeems and revokes the logins handed to it (token exchange). */
  const checkClient = (clientId: string, analyticsToo = false) => {
    if (clientId === ctx.config.clientId || (analyticsToo && clientId === ctx.config.analyticsClientId)) return;
    throw new OAuthFailure(401, 'invalid_client', 'Unknown client');
  };

  typed.post(
    API_PATHS.token,
    {
      schema: {
        tags: ['oauth'],
        summary: 'Password, refresh, single sign-on code and token-exchange grants; a refresh grant with customerId switches organisation',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequestSchema,
        response: {
          200: Type.Union([TokenResponseSchema, TokenExchangeResponseSchema]),
          '4xx': OAuthErrorSchema,
          '5xx': OAuthErrorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      checkClient(body.client_id, body.grant_type === 'refresh_token');
      const customerId = parseCustomerId(body.customerId);
      if (body.client_id === ctx.config.analyticsClientId && customerId !== null) {
        throw new OAuthFailure(400, 'invalid_request', 'customerId is not accepted from this client');
      }
      if (body.grant_type === 'password') {
        return passwordGrant(ctx, {
          username: required(body.username, 'username'),
          password: required(body.password, 'password'),
          clientId: body.client_id,
          customerId,
          captcha: body.altcha,
          address: request.ip,
        });
      }
      if (body.grant_type === 'refresh_token') {
        return refreshGrant(ctx, {
          refreshToken: required(body.refresh_token, 'refresh_token'),
          clientId: body.client_id,
          customerId,
        });
      }
      if (body.grant_type === SSO_GRANT_TYPE) {
        return ssoGrant(ctx, { code: required(body.code, 'code'), clientId: body.client_id, customerId, address: request.ip });
      }
      if (body.grant_type === TOKEN_EXCHANGE.grantType) {
        return tokenExchange(ctx, {
          subjectToken: required(body.subject_token, 'subject_token'),
          subjectTokenType: required(body.subject_token_type, 'subject_token_type'),
          audience: body.audience,
          requestedTokenType: body.requested_token_type,
        });
      }
      throw new OAuthFailure(400, 'unsupported_grant_type', `Unsupported grant type '${body.grant_type}'`);
    },
  );

  await app.register(captchaRoutes, { ctx });
  await app.register(ssoRoutes, { ctx });

  typed.post(
    API_PATHS.revoke,
    {
      schema: {
        tags: ['oauth'],
        summary: "Revokes a refresh token's whole login session (RFC 7009); unknown tokens also answer 200",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: RevokeRequestSchema,
        response: { 200: { description: 'Revoked, or nothing to revoke', type: 'null' }, '4xx': OAuthErrorSchema },
      },
    },
    async (request, reply) => {
      checkClient(request.body.client_id, true);
      const family = await familyOfToken(ctx.db, request.body.token);
      if (family !== null && family.clientId === request.body.client_id) {
        await ctx.db.transaction((tx) => revokeFamily(tx, family.familyId, 'revoked', ctx.clock.now()));
        await ctx.live.publish({ t: 'revoked', u: family.userId, f: [family.familyId], r: 'logout' });
      }
      return reply.code(200).send();
    },
  );
}

function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new OAuthFailure(400, 'invalid_request', `Missing parameter: ${name}`);
  return value;
}

function parseCustomerId(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    throw new OAuthFailure(400, 'invalid_request', 'customerId must be a positive integer');
  }
  return id;
}
