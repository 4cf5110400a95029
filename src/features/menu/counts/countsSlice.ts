import { createAction, createSlice } from '@reduxjs/toolkit';
import { COUNT_KEYS, type MenuCounts, type MenuNotificationCountResponse, type SearchFilters } from '../../../../contract/counts';
import { customerSwitched, isSessionEnd } from '../../session';
import { DEFAULT_SEARCH_FILTERS, normaliseSearchFilters } from './searchFilters';

/** The server answered getMenuNotificationCount with status Ok (§7). */
export const countsReceived = createAction<MenuNotificationCountResponse>('counts/received');

/** New counts arrived on the live-update stream (search filters are not part of them). */
export const liveCountsReceived = createAction<MenuCounts>('counts/liveReceived');
/** This browser's live-update stream is up (events arrive) or down (polling carries the counts). */
export const liveStreamChanged = createAction<{ streaming: boolean }>('counts/liveStreamChanged');

export interface CountsState {
  /** null until the first answer, and for the support role, which has no counts (§6). */
  counts: MenuCounts | null;
  searchFilters: SearchFilters;
  /** The live stream delivers counts; polling then only fills in when it drops. */
  streaming: boolean;
}

export const initialCountsState: CountsState = { counts: null, searchFilters: DEFAULT_SEARCH_FILTERS, streaming: false };

/** Per-user data goes; whether the live stream delivers stays. */
const reset = (state: CountsState): CountsState => ({ ...initialCountsState, streaming: state.streaming });

/** A count is a non-negative whole number; anything else reads as 0. */
function sanitise(received: Partial<Record<keyof MenuCounts, unknown>>): MenuCounts {
  const counts = {} as MenuCounts;
  for (const key of COUNT_KEYS) {
    const value = received[key];
    counts[key] = typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  }
  return counts;
}

const countsSlice = createSlice({
  name: 'counts',
  initialState: initialCountsState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(countsReceived, (state, { payload }) => ({
        ...state,
        counts: sanitise(payload),
        searchFilters: normaliseSearchFilters(payload.searchFilters),
      }))
      .addCase(liveCountsReceived, (state, { payload }) => ({ ...state, counts: sanitise(payload) }))
      .addCase(liveStreamChanged, (state, { payload }) => ({ ...state, streaming: payload.streaming }))
      // Counts belong to one customer profile: a switch or any end of the session starts afresh (§4).
      .addCase(customerSwitched, reset)
      .addMatcher(isSessionEnd, reset),
});

export const countsReducer = countsSlice.reducer;

type WithCounts = { counts: CountsState };

export const selectCounts = (state: WithCounts) => state.counts.counts;
export const selectSearchFilters = (state: WithCounts) => state.counts.searchFilters;
