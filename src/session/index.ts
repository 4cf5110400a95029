/** Public surface of the session feature: other features import only from here. */
export * from './events';
export * from './selectors';
export { sessionReducer } from './sessionSlice';
export type { SessionState, SessionStatus, LoginError } from './sessionSlice';
export { SESSION_STATES } from './sessionMachine';
export { sessionSaga } from './sessionSaga';
export { switchCustomerTokens, type SwitchResult } from './sagas/switchCustomerTokens';
export { STORAGE_KEYS } from './storage';
export { LoginPage } from './LoginPage';
export { SessionOverlays } from './SessionOverlays';
export { accountReducer, initialAccountState } from './account/accountSlice';
export type { AccountState } from './account/accountSlice';
export { useCan } from './useCan';
