import { createSlice } from '@reduxjs/toolkit';
import type { MenuCounts } from '../../contract/counts';

export interface CountsState {
  counts: MenuCounts | null;
}

const countsSlice = createSlice({ name: 'counts', initialState: { counts: null } as CountsState, reducers: {} });

export const countsReducer = countsSlice.reducer;
