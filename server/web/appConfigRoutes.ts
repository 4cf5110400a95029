import type { FastifyInstance } from 'fastify';
import { API_PATHS, type AppConfig } from '../../contract';
import { AppConfigSchema } from '../../contract/schemas/config';
import { cookiePath } from '../auth/cloudfront';
import type { Config } from '../config';

export function appConfigOf(config: Config): AppConfig {
  return {
    idleTimeoutMinutes: config.idleTimeoutMinutes,
    analyticsUrl: config.analyticsUrl,
    clientId: config.clientId,
    version: config.version,
    termsUrl: config.termsUrl,
    privacyUrl: config.privacyUrl,
    ssoProviders: config.ssoProviders.map(({ id, label }) => ({ id, label })),
    cookieDomain: config.cookieDomain,
    cookiePath: cookiePath(config),
  };
}

/** Runtime configuration the SPA reads at start; revalidated on every load (§9). */
export async function appConfigRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const body = appConfigOf(opts.config);
  app.get(
    API_PATHS.appConfig,
    {
      schema: { tags: ['config'], summary: 'Runtime configuration of the web app (unauthenticated)', response: { 200: AppConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return body;
    },
  );
}
