import { STORAGE_KEYS } from '../../api';
import type { KeyValueStorage } from '../../platform/deps';

export { STORAGE_KEYS };

interface Remembered {
  username: string | null;
  rememberMe: boolean;
}

export function readRemembered(storage: KeyValueStorage): Remembered {
  const rememberMe = storage.getItem(STORAGE_KEYS.rememberMe) === 'true';
  return { rememberMe, username: rememberMe ? storage.getItem(STORAGE_KEYS.username) : null };
}

/** The username is stored for the session; it outlives it only with remember-me (§4 logout). */
export function saveSignIn(storage: KeyValueStorage, username: string, rememberMe: boolean): void {
  storage.setItem(STORAGE_KEYS.username, username);
  storage.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
}

/**
 * §4 logout (and the other sign-outs): wipe every key — tokens, ids, list filters, sorts,
 * search state, the chosen language — except the remember-me flag and the username when
 * remember-me is on. The page keeps showing its language until the reload.
 */
export function wipeForSignOut(storage: KeyValueStorage): void {
  const { rememberMe } = readRemembered(storage);
  const keep = new Set<string>([STORAGE_KEYS.rememberMe]);
  if (rememberMe) keep.add(STORAGE_KEYS.username);
  for (const key of storage.keys()) if (!keep.has(key)) storage.removeItem(key);
}

/** §2 /login/status/clear: everything goes but the UI language. */
export function wipeAll(storage: KeyValueStorage): void {
  for (const key of storage.keys()) if (key !== STORAGE_KEYS.language) storage.removeItem(key);
}

/** The redirects §4 gives a sign-in: each leads one sign-in only. */
const ONE_SHOT_REDIRECTS = [STORAGE_KEYS.chatChannel, STORAGE_KEYS.meetingUserId] as const;

/**
 * §8 clear-cache message: tokens go, and the one-shot redirects with them (the next sign-in
 * must not be sent to the same channel again); the rest stays.
 */
export function clearTokens(storage: KeyValueStorage): void {
  for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiry, ...ONE_SHOT_REDIRECTS]) {
    storage.removeItem(key);
  }
}

/** The stored chat channel and meeting user id (§4 after login), removed as they are read. */
export function takeOneShotRedirects(storage: KeyValueStorage): { chatChannel: string | null; meetingUserId: string | null } {
  const [chatChannel, meetingUserId] = ONE_SHOT_REDIRECTS.map((key) => storage.getItem(key));
  for (const key of ONE_SHOT_REDIRECTS) storage.removeItem(key);
  return { chatChannel: chatChannel ?? null, meetingUserId: meetingUserId ?? null };
}

export function saveRoute(storage: KeyValueStorage, route: string): void {
  storage.setItem(STORAGE_KEYS.savedRoute, route);
}

/** The route saved before sign-in, removed as it is used. */
export function takeSavedRoute(storage: KeyValueStorage): string | null {
  const route = storage.getItem(STORAGE_KEYS.savedRoute);
  storage.removeItem(STORAGE_KEYS.savedRoute);
  return route;
}
