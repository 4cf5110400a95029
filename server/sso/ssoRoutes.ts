import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { API_PATHS, ROLE, type SsoError } from '../../contract';
import { findUserByUsername } from '../auth/accounts';
import { isSupport } from '../admin/userStore';
import type { AppContext } from '../context';
import { Text } from '../../contract/schemas/kit';
import { OidcClient, ProviderUnavailable } from './oidcClient';
import { emailDomainAllowed } from './ssoConfig';
import { createHandoff, digest, randomToken, savePendingRequest, takePendingRequest } from './ssoStore';

const BROWSER_COOKIE = 'takeflow_sso';
const COOKIE_PATH = '/oauth/sso';

const ProviderParams = Type.Object({ provider: Text(32) });
const CallbackQuery = Type.Object(
  {
    code: Type.Optional(Text(2048)),
    state: Type.Optional(Text(256)),
    error: Type.Optional(Text(256)),
    error_description: Type.Optional(Text(2048)),
    iss: Type.Optional(Text(512)),
    scope: Type.Optional(Text(512)),
    authuser: Type.Optional(Text(16)),
    prompt: Type.Optional(Text(64)),
    hd: Type.Optional(Text(256)),
  },
  // Providers add parameters of their own (session_state, …); openid-client checks the answer.
  { additionalProperties: Text(2048) },
);

/**
 * Single sign-on by server-side redirects: the browser goes to /start, on to the provider, back
 * to /callback and then to /login, which exchanges a one-time handoff code at /oauth/token.
 * The client secret, the PKCE verifier and the tokens never reach the browser, and the page's
 * CSP needs no provider origin.
 */
export async function ssoRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const clients = new Map(
    ctx.config.ssoProviders.map((provider) => [
      provider.id,
      new OidcClient(provider, `${ctx.config.publicUrl}${API_PATHS.ssoCallback(provider.id)}`),
    ]),
  );
  const secure = ctx.config.publicUrl.startsWith('https:');
  const backToLogin = (reply: FastifyReply, error: SsoError) => reply.redirect(`/login?ssoError=${error}`, 303);

  app.get<{ Params: { provider: string } }>(
    '/oauth/sso/:provider/start',
    {
      schema: { tags: ['oauth'], summary: 'Starts a single sign-on at a configured identity provider (redirect)', params: ProviderParams },
    },
    async (request, reply) => {
      const client = clients.get(request.params.provider);
      if (client === undefined) return reply.code(404).send({ error: 'not_found', error_description: 'Unknown identity provider' });
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browser = randomToken();
      let location: string;
      try {
        location = await client.authorizationUrl({ state, nonce, codeVerifier });
      } catch (error) {
        request.log.warn({ err: error, provider: client.provider.id }, 'identity provider unavailable');
        return backToLogin(reply, 'unavailable');
      }
      await savePendingRequest(
        ctx.db,
        state,
        { provider: client.provider.id, browserHash: digest(browser), codeVerifier, nonce },
        ctx.clock.now(),
      );
      // Binds the answer to this browser: a callback carried to another browser (login CSRF) fails.
      // Lax, because the provider's redirect back is a top-level cross-site navigation.
      reply.header(
        'Set-Cookie',
        `${BROWSER_COOKIE}=${browser}; Path=${COOKIE_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
      return reply.redirect(location, 303);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/oauth/sso/:provider/callback',
    {
      schema: {
        tags: ['oauth'],
        summary: "The identity provider's redirect back; ends on /login with a handoff code or a reason",
        params: ProviderParams,
        querystring: CallbackQuery,
      },
    },
    async (request, reply) => {
      reply.header('Set-Cookie', `${BROWSER_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
      const client = clients.get(request.params.provider);
      const { state, error } = request.query;
      if (client === undefined || state === undefined) return backToLogin(reply, 'failed');
      const now = ctx.clock.now();
      const pending = await takePendingRequest(ctx.db, state, now);
      const browser = readCookie(request, BROWSER_COOKIE);
      if (pending === null || pending.provider !== client.provider.id || browser === null || digest(browser) !== pending.browserHash) {
        return backToLogin(reply, 'failed');
      }
      if (error !== undefined) return backToLogin(reply, error === 'access_denied' ? 'cancelled' : 'failed');
      let identity;
      try {
        identity = await client.exchange(new URL(request.url, ctx.config.publicUrl), {
          state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
        });
      } catch (failure) {
        const unavailable = failure instanceof ProviderUnavailable;
        request.log.warn(
          { err: failure, provider: client.provider.id },
          unavailable ? 'identity provider unavailable' : 'single sign-on refused',
        );
        return backToLogin(reply, unavailable ? 'unavailable' : 'failed');
      }
      // Only a verified email identifies a Takeflow user; no account is ever created or linked here.
      if (identity.email === null || !identity.emailVerified) return backToLogin(reply, 'unverified');
      // A provider bound to domains speaks only for them: another domain is answered as unknown.
      if (!emailDomainAllowed(client.provider, identity.email)) return backToLogin(reply, 'unknown');
      const user = await findUserByUsername(ctx.db, identity.email);
      if (user === null) return backToLogin(reply, 'unknown');
      if (!user.is_active) return backToLogin(reply, 'inactive');
      // A provider's verified email must not open the support role's access to every organisation
      // unless the operator chose so; answered as an unknown account, revealing nothing.
      if (!ctx.config.ssoForSupport && (await isSupport(ctx.db, user.id, ROLE.superAdmin))) return backToLogin(reply, 'unknown');
      const code = await createHandoff(ctx.db, user.id, now);
      // In the fragment: never sent to a server, never in a log or a Referer.
      return reply.redirect(`/login#sso=${code}`, 303);
    },
  );
}

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
