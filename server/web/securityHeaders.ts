import { canonicalPath } from './canonicalPath';

export const isLoginPath = (url: string) => /^\/login(\/|$)/.test(canonicalPath(url.split('?')[0] ?? ''));

export interface PolicyOptions {
  /** Origins images, media and the player's stream requests may come from besides ours (the configured CDN). */
  imageOrigins: readonly string[];
  /**
   * The nonce of this page (index.html): its style elements, and the one inline script that takes
   * the password out of a §2 sign-in link's address first. Other responses allow none.
   */
  styleNonce?: string;
}

/**
 * The Content Security Policy. Styles carry no 'unsafe-inline': the page's inline stylesheet
 * and the <style> elements emotion inserts at run time carry the page's nonce (src/ui/emotionCache.ts),
 * so a style injected by anyone else is refused. Images come from us, data: URLs and the CDN.
 * Video comes from us and the CDN, and from blob: URLs: hls.js plays a stream through a
 * MediaSource, which the video reads at a blob: address; it fetches playlists and segments
 * itself, so the CDN is also a connect-src.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': options.styleNonce ? `'self' 'nonce-${options.styleNonce}'` : "'self'",
    'style-src': options.styleNonce ? `'self' 'nonce-${options.styleNonce}'` : "'self'",
    'img-src': ["'self'", 'data:', ...options.imageOrigins].join(' '),
    'font-src': "'self' data:",
    'media-src': ["'self'", 'blob:', ...options.imageOrigins].join(' '),
    'connect-src': ["'self'", ...options.imageOrigins].join(' '),
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export const FIXED_HEADERS: Record<string, string> = {
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
 * The security headers of one answer (web/headers.ts adds them to every Fastify reply;
 * web/firstAnswers.ts to the pages it answers before Fastify is loaded).
 */
export function securityHeaders(
  url: string,
  options: { hsts: boolean; imageOrigins: readonly string[]; styleNonce?: string },
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ imageOrigins: options.imageOrigins, styleNonce: options.styleNonce }),
    // Only when the public address is https: over plain http the header would be ignored, and
    // sent from a test or intranet host it would pin a name that has no certificate.
    ...(options.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
    ...FIXED_HEADERS,
    // §2's /login/{ftl}/{userName}/{passWord}: no address of it leaves in a Referer.
    ...(isLoginPath(url) ? { 'Referrer-Policy': 'no-referrer' } : {}),
  };
}
