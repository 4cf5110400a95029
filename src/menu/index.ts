/** Public surface of the menu feature. */
export { countsReducer } from './countsSlice';
export type { CountsState } from './countsSlice';
export { countsSaga } from './countsSaga';
