/** The request pipeline: every service call goes through callApi (ARCHITECTURE "Requests"). */
export { callApi, type CallOptions } from './callApi';
export * as endpoints from './endpoints';
export * from './events';
export { STORAGE_KEYS, type StorageKey } from './storageKeys';
export { CROSS_TAB, LIVE_LOCK, TOKEN_LOCK } from './crossTabMessages';
export { customerIdFromConflict, judge, type Verdict } from './catalogue';
export { ensureFreshToken, refreshInFlight } from './freshToken';
export { refreshUnderLock, type RefreshOutcome, type RefreshOptions } from './refresh';
export { commonHeaders, postFormQuietly, postTokenForm, type TokenAnswer } from './http';
export {
  idleTimeoutMs,
  isExpiring,
  isIdlePast,
  readAccessToken,
  readLastActivity,
  readRefreshToken,
  readStoredTokens,
  readTokenExpiry,
  storeTokens,
  writeLastActivity,
} from './tokenStore';
export { safeImageUrl } from './safeUrl';
