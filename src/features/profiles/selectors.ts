import { createSelector } from '@reduxjs/toolkit';
import type { CustomerProfile } from '../../../contract/profiles';
import { selectCustomer, selectIsSignedIn, selectIsSuperAdmin, type SessionState } from '../session';
import type { ProfilesState } from './profilesSlice';

type WithProfiles = { profiles: ProfilesState; session: SessionState };

export const selectProfilesStatus = (state: WithProfiles) => state.profiles.status;
const selectProfilesById = (state: WithProfiles) => state.profiles.byId;
export const selectIsProfileSelectorOpen = (state: WithProfiles) => state.profiles.selectorOpen;
export const selectSwitchingTo = (state: WithProfiles) => state.profiles.switchingTo;
export const selectCurrentCustomerId = (state: WithProfiles): number | null => selectCustomer(state)?.customerId ?? null;

/** Profiles in the order the server ranks them (sequence), then by name. */
export const selectProfiles = createSelector([selectProfilesById], (byId): CustomerProfile[] =>
  Object.values(byId).sort((a, b) => a.sequence - b.sequence || a.customerName.localeCompare(b.customerName)),
);

export function findProfile(state: WithProfiles, customerId: number): CustomerProfile | undefined {
  return Object.values(state.profiles.byId).find((profile) => profile.customerID === customerId);
}

/** The selector is offered only with more than one profile and never to the super-admin (§4). */
export const selectCanSwitchProfile = (state: WithProfiles): boolean =>
  selectIsSignedIn(state) && !selectIsSuperAdmin(state) && Object.keys(state.profiles.byId).length > 1;

/** The popup shows while it is open and switching is offered at all. */
export const selectIsProfileSelectorShown = (state: WithProfiles): boolean =>
  selectIsProfileSelectorOpen(state) && selectCanSwitchProfile(state);
