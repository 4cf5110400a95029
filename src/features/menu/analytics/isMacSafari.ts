/**
 * Safari on macOS (§2: Analytics goes through a landing page there). Chrome, Edge, Firefox
 * and Opera on the Mac also say "Safari" in their user agent, so they are ruled out by name.
 */
export function isMacSafari(userAgent: string): boolean {
  return (
    /Macintosh/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/Chrome\/|Chromium\/|CriOS\/|Edg\/|EdgiOS\/|Firefox\/|FxiOS\/|OPR\//.test(userAgent)
  );
}
