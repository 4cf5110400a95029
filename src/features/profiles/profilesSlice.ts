import { createSlice } from '@reduxjs/toolkit';
import type { CustomerProfileMap } from '../../../contract/profiles';
import { customerSwitched, isSessionEnd } from '../session';
import {
  customerSwitchFailed,
  customerSwitchStarted,
  profileLocked,
  profileSelected,
  profileSelectorClosed,
  profileSelectorOpened,
  profilesLoaded,
  profilesLoadFailed,
  profilesLoadStarted,
} from './events';

export type ProfilesLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ProfilesState {
  status: ProfilesLoadStatus;
  byId: CustomerProfileMap;
  selectorOpen: boolean;
  /** The customer a switch is under way to; null when none is. */
  switchingTo: number | null;
}

export const initialProfilesState: ProfilesState = { status: 'idle', byId: {}, selectorOpen: false, switchingTo: null };

const profilesSlice = createSlice({
  name: 'profiles',
  initialState: initialProfilesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(profilesLoadStarted, (state) => {
        state.status = 'loading';
      })
      .addCase(profilesLoaded, (state, action) => {
        state.status = 'loaded';
        state.byId = action.payload.profiles;
      })
      .addCase(profileLocked, (state, action) => {
        for (const profile of Object.values(state.byId)) if (profile.customerID === action.payload.customerId) profile.isLocked = true;
      })
      .addCase(profilesLoadFailed, (state) => {
        state.status = 'failed';
      })
      .addCase(profileSelectorOpened, (state) => {
        state.selectorOpen = true;
      })
      .addCase(profileSelectorClosed, (state) => {
        state.selectorOpen = false;
      })
      .addCase(profileSelected, (state) => {
        state.selectorOpen = false;
      })
      .addCase(customerSwitchStarted, (state, action) => {
        state.switchingTo = action.payload.customerId;
      })
      .addCase(customerSwitchFailed, (state, action) => {
        if (state.switchingTo === action.payload.customerId) state.switchingTo = null;
      })
      .addCase(customerSwitched, (state) => {
        state.switchingTo = null;
        state.selectorOpen = false;
      })
      // Profiles belong to the signed-in user; nothing survives the end of a session (§4 logout).
      .addMatcher(isSessionEnd, () => initialProfilesState);
  },
});

export const profilesReducer = profilesSlice.reducer;
