import type { ClientDetails } from '../../../contract/permissions';

/** Browser name and version from a user agent; the order matters (Edge and Opera also say Chrome). */
const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
  ['Internet Explorer', /(?:MSIE |rv:)([\d.]+)/],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ['Windows', /Windows/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Chrome OS', /CrOS/],
  ['Linux', /Linux/],
];

/** §3 client details without the location. */
export function describeBrowser(userAgent: string): ClientDetails {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  return {
    browserName: browser?.[0] ?? 'Unknown',
    browserVersion: (browser && browser[1].exec(userAgent)?.[1]) || 'Unknown',
    operatingSystem: system?.[0] ?? 'Unknown',
  };
}

export function isMobileAgent(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
}
