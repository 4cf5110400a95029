import type { FastifyRequest } from 'fastify';

export const CROSS_SITE_REFUSED = 'Cross-site requests are not accepted';

/**
 * A page on another site can make a visitor's browser POST a form here without a preflight,
 * so the token and revocation endpoints refuse any browser request that says it comes from
 * elsewhere: an Origin that is neither this server's nor one of CORS_ORIGINS (an opaque 'null'
 * origin included), or Sec-Fetch-Site: cross-site. Clients that send no Origin (servers, curl)
 * are not browsers acting for someone else and pass.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return !allowedOrigin(request.headers.origin, allowedOrigins);
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (allowedOrigin(origin, allowedOrigins)) return false;
  try {
    // The scheme is left out on purpose: behind a TLS-terminating proxy this server sees http.
    // Parsing the Host both ways drops a default port the same way the Origin drops it.
    const host = new URL(origin).host;
    return host !== new URL(`http://${request.host}`).host && host !== new URL(`https://${request.host}`).host;
  } catch {
    return true;
  }
}

function allowedOrigin(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  return origin !== undefined && allowedOrigins.includes(origin);
}
