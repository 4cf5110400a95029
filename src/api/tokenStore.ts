import type { TokenResponse } from '../../contract/token';
import { TOKEN_REFRESH_MARGIN_MS } from '../config/constants';
import type { AppConfig } from '../../contract/config';
import type { KeyValueStorage } from '../platform/deps';
import { STORAGE_KEYS } from './storageKeys';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

function readNumber(storage: KeyValueStorage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readStoredTokens(storage: KeyValueStorage): StoredTokens | null {
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken, expiresAt: readNumber(storage, STORAGE_KEYS.tokenExpiry) ?? 0 };
}

export const readAccessToken = (storage: KeyValueStorage) => storage.getItem(STORAGE_KEYS.accessToken);
export const readRefreshToken = (storage: KeyValueStorage) => storage.getItem(STORAGE_KEYS.refreshToken);
export const readTokenExpiry = (storage: KeyValueStorage) => readNumber(storage, STORAGE_KEYS.tokenExpiry);

/**
 * Writes a token answer; the expiry is kept as an absolute time so every tab reads the same deadline.
 * Another tab receives these writes one by one, in this order, and may take the token lock between
 * two of them. The refresh token goes last: a tab that sees the new one sees everything else of the
 * answer, and a tab that still sees the old one follows the rotation log (§4 several tabs). Written
 * first, it would pair with the old expiry and be spent again at once.
 */
export function storeTokens(storage: KeyValueStorage, tokens: TokenResponse, now: number): StoredTokens {
  const stored = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: now + tokens.expires_in * 1000,
  };
  storage.setItem(STORAGE_KEYS.tokenExpiry, String(stored.expiresAt));
  storage.setItem(STORAGE_KEYS.accessToken, stored.accessToken);
  const customerId = tokens.additionalDetails.CustomerDetails?.customerId;
  if (customerId === undefined) storage.removeItem(STORAGE_KEYS.customerId);
  else storage.setItem(STORAGE_KEYS.customerId, String(customerId));
  storage.setItem(STORAGE_KEYS.refreshToken, stored.refreshToken);
  return stored;
}

/** True when the token is expired or about to be (§4: refresh before the request proceeds). */
export function isExpiring(expiresAt: number, now: number): boolean {
  return expiresAt - now <= TOKEN_REFRESH_MARGIN_MS;
}

export const readLastActivity = (storage: KeyValueStorage) => readNumber(storage, STORAGE_KEYS.lastActivity);

export function writeLastActivity(storage: KeyValueStorage, at: number): void {
  storage.setItem(STORAGE_KEYS.lastActivity, String(at));
}

export const idleTimeoutMs = (config: AppConfig) => config.idleTimeoutMinutes * 60_000;

/** §4: the idle time has reached the idle-timeout minutes (no recorded activity is not idle). */
export function isIdlePast(storage: KeyValueStorage, config: AppConfig, now: number): boolean {
  const last = readLastActivity(storage);
  return last !== null && now - last >= idleTimeoutMs(config);
}
