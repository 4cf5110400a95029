import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Deletions of footage and files, and counts the lists reload on. */
export const mediaSlice = createSlice({
  name: 'createMedia',
  initialState: { deleting: [] as string[], deletions: 0, refreshes: 0 },
  reducers: {
    mediaDeleteRequested(state, action: PayloadAction<{ key: string }>) {
      state.deleting.push(action.payload.key);
    },
    mediaDeleteEnded(state, action: PayloadAction<{ key: string; deleted: boolean }>) {
      state.deleting = state.deleting.filter((key) => key !== action.payload.key);
      if (action.payload.deleted) state.deletions += 1;
    },
    /** Processing changed what the server knows of a listed item (its stream, poster, duration, refusal). */
    mediaListsStale(state) {
      state.refreshes += 1;
    },
  },
});

export const { mediaDeleteRequested, mediaDeleteEnded, mediaListsStale } = mediaSlice.actions;

type WithMedia = { createMedia?: ReturnType<typeof mediaSlice.reducer> };
export const selectDeletions = (state: WithMedia) => state.createMedia?.deletions ?? 0;
export const selectRefreshes = (state: WithMedia) => state.createMedia?.refreshes ?? 0;
export const selectDeleting = (state: WithMedia) => state.createMedia?.deleting;
