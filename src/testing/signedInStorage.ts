import { STORAGE_KEYS } from '../api/storageKeys';

interface StoredSignIn {
  /** The time the test starts at. */
  now: number;
  /** How long the stored access token has left, in ms. */
  tokenLife: number;
  /** When the user was last active; `now` when absent. */
  lastActive?: number;
  access?: string;
  refresh?: string;
  username?: string;
  rememberMe?: boolean;
}

/** What a browser's storage holds while someone is signed in: tokens, their expiry, the last activity. */
export function signedInStorage(signIn: StoredSignIn, extra: Record<string, string> = {}): Record<string, string> {
  return {
    [STORAGE_KEYS.accessToken]: signIn.access ?? 'access-0',
    [STORAGE_KEYS.refreshToken]: signIn.refresh ?? 'refresh-0',
    [STORAGE_KEYS.tokenExpiry]: String(signIn.now + signIn.tokenLife),
    [STORAGE_KEYS.lastActivity]: String(signIn.lastActive ?? signIn.now),
    ...(signIn.username === undefined ? {} : { [STORAGE_KEYS.username]: signIn.username }),
    ...(signIn.rememberMe ? { [STORAGE_KEYS.rememberMe]: 'true' } : {}),
    ...extra,
  };
}
