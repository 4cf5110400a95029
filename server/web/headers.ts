import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { securityHeaders } from './securityHeaders';

export { contentSecurityPolicy, HSTS } from './securityHeaders';

/** The nonce of one page answer: 128 random bits, made when the page is rendered. */
const styleNonces = new WeakMap<FastifyReply, string>();

export function styleNonceFor(reply: FastifyReply): string {
  let nonce = styleNonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(reply, nonce);
  }
  return nonce;
}

/**
 * Security headers on every response, errors and 404s included. The Swagger UI under /docs
 * loads only its own files and renders under this same policy, so it needs no exception.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean; imageOrigins: readonly string[] }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders(request.url, { ...options, styleNonce: styleNonces.get(reply) }));
    reply.header('X-Request-Id', request.id);
    return payload;
  });
}
