/** Public surface of the profiles feature. */
export { profilesReducer } from './profilesSlice';
export { profilesSaga } from './profilesSaga';
export { profileSelectorOpened, profilesLoaded, profileLocked } from './events';
export { selectCanSwitchProfile, selectIsProfileSelectorOpen, selectProfiles } from './selectors';
export { ProfileSwitcher } from './ProfileSwitcher';
