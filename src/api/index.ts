/** The request pipeline: every service call goes through callApi (docs/architecture.md, "Requests"). */
export { callApi, type CallOptions } from './callApi';
export * as endpoints from './endpoints';
export { serviceCall, type Answer } from './endpoints';
export { publicCall, type PublicAnswer } from './publicCall';
export * from './events';
export { STORAGE_KEYS } from './storageKeys';
export { CROSS_TAB, LIVE_LOCK } from './crossTabMessages';
export { ensureFreshToken } from './freshToken';
export { refreshUnderLock, type RefreshOutcome } from './refresh';
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
export { outageDelay, parseRetryAfter } from './outage';
export { reportAnswered } from './serverReach';
export { fieldErrorText, formRefusal, type FieldErrorHints, type FormRefusal } from './fieldErrors';
