import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Deletions of footage and files under way. */
export const mediaSlice = createSlice({
  name: 'createMedia',
  initialState: { deleting: [] as string[] },
  reducers: {
    mediaDeleteRequested(state, action: PayloadAction<{ key: string }>) {
      state.deleting.push(action.payload.key);
    },
    mediaDeleteEnded(state, action: PayloadAction<{ key: string; deleted: boolean }>) {
      state.deleting = state.deleting.filter((key) => key !== action.payload.key);
    },
  },
});

export const { mediaDeleteRequested, mediaDeleteEnded } = mediaSlice.actions;

type WithMedia = { createMedia?: ReturnType<typeof mediaSlice.reducer> };
export const selectDeleting = (state: WithMedia) => state.createMedia?.deleting;
