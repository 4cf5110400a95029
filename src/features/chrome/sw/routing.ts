import { API_PATHS, HEADERS } from '../../../../contract/config';
import { AREAS, areaRootsOf } from '../../areas';
import { PATHS } from '../../../config/paths';

/**
 * Which requests the service worker leaves alone. API calls are never cached (§7: every
 * call carries the bypass header; the paths are listed too so a call without it is still safe),
 * nor anything from another origin (uploads, analytics) or the files that announce a new version.
 */
const NETWORK_PREFIXES = ['/oauth/', '/rest/', '/captcha/', '/docs'];
const NETWORK_FILES = ['/sw.js', '/version.json'];

/**
 * What /login needs offline: the runtime configuration and the translations. The app sends the
 * bypass header on these requests too (§7: every request), so for these two the worker
 * answers anyway — network first for the configuration, the precached copy of the translations.
 */
function isOfflineShellResource(url: URL): boolean {
  return url.pathname === API_PATHS.appConfig || url.pathname.startsWith('/assets/i18n/');
}

export function passesThrough(url: URL, headers: Headers, origin: string): boolean {
  if (url.origin !== origin) return true;
  if (isOfflineShellResource(url)) return false;
  if (headers.has(HEADERS.swBypass) || url.searchParams.has(HEADERS.swBypass)) return true;
  if (NETWORK_FILES.includes(url.pathname)) return true;
  return NETWORK_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

/** /app-config.json: network first, the last copy when offline, so the app boots offline. */
export function isAppConfig(url: URL): boolean {
  return url.pathname === API_PATHS.appConfig;
}

/**
 * Navigations that fall back to the app shell when the network fails: every route of §2,
 * not the API, the API docs, or files of the build.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/(oauth|rest|captcha|docs)(\/|$)/,
  /^\/(static|assets)\//,
  /^\/(sw\.js|version\.json|app-config\.json|browser-check\.js|manifest\.webmanifest|favicon\.svg)$/,
  /^\/[\w-]+\.png$/,
];

/** Pages outside the signed-in shell (§2). */
const PUBLIC_ROOTS = [PATHS.login, PATHS.noSupport, PATHS.resetPassword, PATHS.analyticsLanding];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Navigations the app shell answers offline: the root, the public pages and every area's routes
 * from the area registry — so a new area works offline without touching the service worker.
 */
export const NAVIGATION_ALLOWLIST: RegExp[] = [
  /^\/$/,
  ...[...PUBLIC_ROOTS, ...areaRootsOf(AREAS)].map((root) => new RegExp(`^${escape(root)}(\\/|$)`)),
];
