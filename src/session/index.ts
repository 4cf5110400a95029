/** Public surface of the session feature: other features import only from here. */
export * from './events';
export * from './selectors';
export { sessionReducer } from './sessionSlice';
export type { SessionState, SessionStatus } from './sessionSlice';
export { sessionSaga } from './sessionSaga';
export { LoginPage } from './LoginPage';
