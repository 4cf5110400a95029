import type { FastifyInstance } from 'fastify';
import { canonicalPath } from '../logging';

const isLoginPath = (url: string) => /^\/login(\/|$)/.test(canonicalPath(url.split('?')[0] ?? ''));

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

export const HSTS = 'max-age=31536000; includeSubDomains';

const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Geolocation feeds the login's client details (§3); camera, microphone and screen
  // capture are how users record footage (§1, quick record /clips/add). Nothing else.
  'Permissions-Policy':
    'geolocation=(self), camera=(self), microphone=(self), display-capture=(self), payment=(), usb=(), ' +
    'serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
};

/**
 * Security headers on every response, errors and 404s included. The Swagger UI under /docs
 * loads only its own files and renders under this same policy, so it needs no exception.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    // Only when the public address is https: over plain http the header would be ignored, and
    // sent from a test or intranet host it would pin a name that has no certificate.
    if (options.hsts) reply.header('Strict-Transport-Security', HSTS);
    for (const [name, value] of Object.entries(FIXED_HEADERS)) reply.header(name, value);
    reply.header('X-Request-Id', request.id);
    // §2's /login/{ftl}/{userName}/{passWord}: no address of it leaves in a Referer.
    if (isLoginPath(request.url)) reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });
}
