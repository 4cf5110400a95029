import type { FastifyInstance } from 'fastify';
import type { SigningKeyRing } from './signingKeys';

export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * The public keys of the access tokens (RFC 7517), public: other services of the platform
 * verify a token against the key whose kid its header names, without a shared secret.
 */
export async function jwksRoutes(app: FastifyInstance, opts: { signing: SigningKeyRing }): Promise<void> {
  app.get(JWKS_PATH, { schema: { tags: ['oauth'], summary: 'Public keys of the access tokens (JWKS)' } }, async (_request, reply) => {
    // Short enough that a rotated key is picked up well within an access token's lifetime.
    reply.header('Cache-Control', 'public, max-age=60');
    return opts.signing.jwks();
  });
}
