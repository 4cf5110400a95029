// The page and the rules about it that need no Fastify: web/firstAnswers.ts answers with it
// before Fastify is even loaded, web/static.ts afterwards.

/** The page and other files that may change: browsers ask again each time. */
export const REVALIDATE = 'no-cache';

export function isApiPath(url: string): boolean {
  return /^\/(rest|oauth|api)(\/|$|\?)/.test(url);
}

/**
 * The page with this answer's nonce: on its inline stylesheet and inline script, and in a meta
 * element from which the app hands it to emotion for the style elements it inserts.
 */
export function renderIndex(html: string, nonce: string, options: { passwordLinks: boolean } = { passwordLinks: true }): string {
  // Before the first script, which reads it: with password links off it keeps no password.
  const passwordLinks = options.passwordLinks ? '' : '\n    <meta name="password-links" content="off" />';
  return html
    .replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />${passwordLinks}`)
    .replaceAll('<style>', `<style nonce="${nonce}">`)
    .replaceAll('<script>', `<script nonce="${nonce}">`);
}

/** Client-side routes (§2) are answered with index.html when the browser asks for a page. */
export function wantsSpaPage(request: { method?: string; url?: string; headers: { accept?: string } }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url ?? '')) return false;
  // Only navigations: a missing script or image must stay a 404, not turn into HTML.
  return (request.headers.accept ?? '').includes('text/html');
}
