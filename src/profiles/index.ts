/** Public surface of the profiles feature. */
export { profilesReducer } from './profilesSlice';
export type { ProfilesState } from './profilesSlice';
export { profilesSaga } from './profilesSaga';
