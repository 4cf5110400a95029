import type { FastifyInstance } from 'fastify';

const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  // MUI/emotion injects <style> elements at run time; scripts are never inline.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const render = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

export const CONTENT_SECURITY_POLICY = render(CSP_DIRECTIVES);

/** Swagger UI runs a bootstrap that may evaluate code; the relaxation stays under /docs. */
export const DOCS_CONTENT_SECURITY_POLICY = render({ ...CSP_DIRECTIVES, 'script-src': "'self' 'unsafe-inline'" });

const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Geolocation feeds the login's client details (SPEC §3); nothing else is needed.
  'Permissions-Policy':
    'geolocation=(self), camera=(self), microphone=(self), display-capture=(self), payment=(), usb=(), ' +
    'serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
};

export function isDocsPath(url: string): boolean {
  return url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');
}

/** Security headers on every response, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', isDocsPath(request.url) ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
    for (const [name, value] of Object.entries(FIXED_HEADERS)) reply.header(name, value);
    reply.header('X-Request-Id', request.id);
    return payload;
  });
}
