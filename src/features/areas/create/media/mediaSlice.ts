import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Deletions of footage and files: what is being deleted, and a count the lists reload on. */
export const mediaSlice = createSlice({
  name: 'createMedia',
  initialState: { deleting: [] as string[], deletions: 0 },
  reducers: {
    mediaDeleteRequested(state, action: PayloadAction<{ key: string }>) {
      state.deleting.push(action.payload.key);
    },
    mediaDeleteEnded(state, action: PayloadAction<{ key: string; deleted: boolean }>) {
      state.deleting = state.deleting.filter((key) => key !== action.payload.key);
      if (action.payload.deleted) state.deletions += 1;
    },
  },
});

export const { mediaDeleteRequested, mediaDeleteEnded } = mediaSlice.actions;

type WithMedia = { createMedia?: ReturnType<typeof mediaSlice.reducer> };
export const selectDeletions = (state: WithMedia) => state.createMedia?.deletions ?? 0;
export const selectDeleting = (state: WithMedia) => state.createMedia?.deleting;
