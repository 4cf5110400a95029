/** Public surface of the chrome feature. */
export { uiReducer } from './uiSlice';
export type { UiState } from './uiSlice';
export { chromeSaga } from './chromeSaga';
