/**
 * An address from the API (a customer logo, a user picture) that may be loaded as an image:
 * http(s) or a path on this site. Anything else — javascript:, data:, vbscript:, blob:, file: —
 * is data an attacker may have stored and is never handed to the browser (§8 then shows the
 * fallback logo or icon). The browser's own URL parser decides, so whitespace and case tricks
 * resolve exactly as they would in an attribute.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const { protocol } = new URL(url, 'https://site.invalid/');
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
