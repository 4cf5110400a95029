import type { Config } from '../config';

/** Fastify's own default, kept when main.ts creates the server itself (web/earlyServer.ts). */
const KEEP_ALIVE_MS = 72_000;

/**
 * The HTTP server's limits, the same whether Fastify creates the server (tests) or main.ts
 * opens it before the database (web/earlyServer.ts): a request's headers must arrive within a
 * third of the request timeout; a silent socket is closed after twice it. Node checks these every
 * second instead of every 30. Node's own body limit is the longest any route takes — an upload's,
 * when this server stores them; every other route is held to the request timeout by
 * web/bodyDeadline.ts.
 */
export function serverLimits(config: Pick<Config, 'requestTimeoutSeconds' | 'uploadTimeoutSeconds' | 'media'>) {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const bodyTimeout = config.media.uploadEmbedded ? Math.max(requestTimeout, config.uploadTimeoutSeconds * 1000) : requestTimeout;
  return {
    requestTimeout: bodyTimeout,
    connectionTimeout: requestTimeout * 2,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: { headersTimeout: Math.ceil(requestTimeout / 3), requestTimeout: bodyTimeout, connectionsCheckingInterval: 1000 },
  };
}
