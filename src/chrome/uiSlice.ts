import { createSlice } from '@reduxjs/toolkit';
import {
  chromeStarted,
  longCallFinished,
  longCallStarted,
  newVersionControlling,
  newVersionWaiting,
  serviceWorkerRegistered,
  serviceWorkerUnavailable,
  updateAccepted,
  windowResized,
  type AppInfo,
} from './events';

/** current: nothing new; ready: the banner shows; activating: the new version is taking over. */
export type UpdateStatus = 'current' | 'ready' | 'activating';
export type ServiceWorkerStatus = 'pending' | 'registered' | 'unavailable';

export interface UiState {
  width: number;
  update: UpdateStatus;
  serviceWorker: ServiceWorkerStatus;
  /** Why there is no service worker (ERROR_MESSAGES.serviceWorkersUnsupported when unsupported). */
  serviceWorkerError: string | null;
  /** Long calls in flight; the spinner shows while any is. */
  longCalls: number;
  appInfo: AppInfo;
}

export const initialUiState: UiState = {
  width: 1920,
  update: 'current',
  serviceWorker: 'pending',
  serviceWorkerError: null,
  longCalls: 0,
  appInfo: { year: 0, version: '', termsUrl: '', privacyUrl: '', ssoProviders: [] },
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(chromeStarted, (state, { payload }) => {
        state.appInfo = payload;
      })
      .addCase(windowResized, (state, { payload }) => {
        state.width = payload.width;
      })
      .addCase(serviceWorkerRegistered, (state) => {
        state.serviceWorker = 'registered';
        state.serviceWorkerError = null;
      })
      .addCase(serviceWorkerUnavailable, (state, { payload }) => {
        state.serviceWorker = 'unavailable';
        state.serviceWorkerError = payload.message;
      })
      .addCase(newVersionWaiting, (state) => {
        if (state.update === 'current') state.update = 'ready';
      })
      .addCase(newVersionControlling, (state, { payload }) => {
        // Another tab activated a newer version: this page still runs the old bundle.
        if (payload.isUpdate && state.update === 'current') state.update = 'ready';
      })
      .addCase(updateAccepted, (state) => {
        if (state.update === 'ready') state.update = 'activating';
      })
      .addCase(longCallStarted, (state) => {
        state.longCalls += 1;
      })
      .addCase(longCallFinished, (state) => {
        state.longCalls = Math.max(0, state.longCalls - 1);
      }),
});

export const uiReducer = uiSlice.reducer;
