import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Web-Version, ngsw-bypass, X-Customer-Id';

/**
 * Cross-origin access only for the origins listed in CORS_ORIGINS; by default the SPA and the
 * API share one origin and no CORS header is sent at all.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return undefined;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST')
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    }
    return undefined;
  });
}
