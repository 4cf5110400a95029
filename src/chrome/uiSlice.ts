import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  width: number;
}

const uiSlice = createSlice({ name: 'ui', initialState: { width: 1920 } as UiState, reducers: {} });

export const uiReducer = uiSlice.reducer;
