import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageRequest } from '../../../contract/lists';

/**
 * The request the user last made of each paged list (page, size, sort, search), under the list's
 * id: kept while the tab lives, so coming back to a list finds it as it was left. The answers
 * themselves live in the query cache (src/api/query).
 */
type ListsState = Record<string, PageRequest>;

/** The list call's own clientRequest properties beside the paging (a view, a filter). */
export type ListParams = Readonly<Record<string, string | number | boolean>>;

const initialState: ListsState = {};

export const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ listId: string; request: PageRequest }>) {
      state[action.payload.listId] = action.payload.request;
    },
  },
});

export const { listRequested } = listsSlice.actions;

/** The lists slice is injected by the area that shows a list, so it may be absent. */
export const selectListRequest = (state: unknown, listId: string): PageRequest | undefined =>
  (state as { lists?: ListsState }).lists?.[listId];
