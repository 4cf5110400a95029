/** Public surface of the session feature: other features import only from here. */
export * from './events';
export * from './selectors';
export { sessionReducer } from './sessionSlice';
export type { SessionState } from './sessionSlice';
export { sessionSaga } from './sessionSaga';
export { switchCustomerTokens, type SwitchResult } from './sagas/switchCustomerTokens';
export { STORAGE_KEYS } from './storage';
export { LoginPage } from './LoginPage';
export { SessionOverlays } from './SessionOverlays';
export { accountReducer } from './account/accountSlice';
export { useCan } from './useCan';
export { ChangePasswordForm } from './password/ChangePasswordForm';
