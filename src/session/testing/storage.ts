import { STORAGE_KEYS } from '../../api';
import { WORLD_START } from './harness';

/** Storage of a tab that signed in a minute before the test starts. */
export function signedInStorage(extra: Record<string, string> = {}): Record<string, string> {
  return {
    [STORAGE_KEYS.accessToken]: 'access-0',
    [STORAGE_KEYS.refreshToken]: 'refresh-0',
    [STORAGE_KEYS.tokenExpiry]: String(WORLD_START + 120_000),
    [STORAGE_KEYS.username]: 'creator@acme.test',
    [STORAGE_KEYS.rememberMe]: 'true',
    [STORAGE_KEYS.lastActivity]: String(WORLD_START - 60_000),
    ...extra,
  };
}
