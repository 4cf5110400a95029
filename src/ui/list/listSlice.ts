import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page, PageRequest } from '../../../contract/lists';

/**
 * The paged lists an area shows, each under its own id: the request the user last made (page,
 * sort, search — kept while the tab lives, so coming back to a list finds it as it was left) and
 * where its answer stands.
 */
type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ListEntry {
  request: PageRequest;
  params: ListParams;
  status: ListStatus;
  page: Page<unknown> | null;
  /** The server's errorMessage, or null when the call failed without one (the network). */
  failure: string | null;
  /** Bumped by every request: an answer to an older request is ignored. */
  serial: number;
}

type ListsState = Record<string, ListEntry>;

/** The list call's own clientRequest properties beside the paging (a view, a filter). */
export type ListParams = Readonly<Record<string, string | number | boolean>>;

export interface ListRequest {
  listId: string;
  /** The §7 service path of the list call. */
  path: string;
  request: PageRequest;
  params: ListParams;
}

const initialState: ListsState = {};

export const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<ListRequest>) {
      const { listId, request, params } = action.payload;
      const previous = state[listId];
      state[listId] = {
        request,
        params,
        status: 'loading',
        page: previous?.page ?? null,
        failure: null,
        serial: (previous?.serial ?? 0) + 1,
      };
    },
    listLoaded(state, action: PayloadAction<{ listId: string; serial: number; page: Page<unknown> }>) {
      const entry = state[action.payload.listId];
      if (entry === undefined || entry.serial !== action.payload.serial) return;
      entry.status = 'ready';
      entry.page = action.payload.page;
    },
    /** Items changed where they stand (a live event): every listed item whose `field` is `value` takes the patch. */
    listItemsPatched(
      state,
      action: PayloadAction<{ listIds: readonly string[]; field: string; value: string; patch: Record<string, unknown> }>,
    ) {
      const { listIds, field, value, patch } = action.payload;
      for (const listId of listIds) {
        for (const item of state[listId]?.page?.items ?? []) {
          const fields = item as Record<string, unknown>;
          if (fields[field] === value) Object.assign(fields, patch);
        }
      }
    },
    listFailed(state, action: PayloadAction<{ listId: string; serial: number; message: string | null }>) {
      const entry = state[action.payload.listId];
      if (entry === undefined || entry.serial !== action.payload.serial) return;
      entry.status = 'failed';
      entry.failure = action.payload.message;
    },
  },
});

export const { listRequested, listLoaded, listFailed, listItemsPatched } = listsSlice.actions;

/** The lists slice is injected by the area that shows a list, so it may be absent. */
export const selectListEntry = (state: unknown, listId: string): ListEntry | undefined => (state as { lists?: ListsState }).lists?.[listId];
