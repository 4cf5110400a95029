/** Public surface of the profiles feature. */
export { profilesReducer } from './profilesSlice';
export type { ProfilesState, ProfilesLoadStatus } from './profilesSlice';
export { profilesSaga, type ProfilesRules } from './profilesSaga';
export type { RouteRule } from './followSwitch';
export { profileSelectorOpened, profileSelectorClosed, profileSelected, profilesLoaded, profileLocked } from './events';
export { selectCanSwitchProfile, selectIsProfileSelectorOpen, selectProfiles, selectProfilesStatus, selectSwitchingTo } from './selectors';
export { ProfileSwitcher } from './ProfileSwitcher';
