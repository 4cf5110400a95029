import { createSlice } from '@reduxjs/toolkit';
import type { CustomerProfileMap } from '../../contract/profiles';

export interface ProfilesState {
  byId: CustomerProfileMap;
}

const profilesSlice = createSlice({ name: 'profiles', initialState: { byId: {} } as ProfilesState, reducers: {} });

export const profilesReducer = profilesSlice.reducer;
