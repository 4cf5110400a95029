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
  colorSchemeSelected,
  preferencesRead,
  screenNoticeDismissed,
  sidebarCollapseToggled,
  serverReachedAtLoad,
  serverUnreachableAtLoad,
  type AppInfo,
} from './events';
import type { ColorPreference } from '../../ui';
import { MIN_SUPPORTED_WIDTH } from '../../config/constants';

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
  colorScheme: ColorPreference;
  /** The user's choice where the width allows one (at and above 1536 px, §4). */
  sidebarCollapsed: boolean;
  /** The screen-resolution notice was closed while the window stayed too narrow. */
  screenNoticeDismissed: boolean;
  /** The server could not be reached at load: the attempt that failed and when the next one runs. */
  unreachable: { attempt: number; retryInMs: number } | null;
}

export const initialUiState: UiState = {
  width: 1920,
  update: 'current',
  serviceWorker: 'pending',
  serviceWorkerError: null,
  longCalls: 0,
  appInfo: { year: 0, version: '', termsUrl: '', privacyUrl: '', ssoProviders: [], analyticsUrl: '' },
  colorScheme: 'system',
  sidebarCollapsed: false,
  screenNoticeDismissed: false,
  unreachable: null,
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
        // Wide enough again: the notice is owed the next time the window narrows.
        if (payload.width >= MIN_SUPPORTED_WIDTH) state.screenNoticeDismissed = false;
      })
      .addCase(serverUnreachableAtLoad, (state, { payload }) => {
        state.unreachable = payload;
      })
      .addCase(serverReachedAtLoad, (state) => {
        state.unreachable = null;
      })
      .addCase(screenNoticeDismissed, (state) => {
        state.screenNoticeDismissed = true;
      })
      .addCase(preferencesRead, (state, { payload }) => {
        state.colorScheme = payload.colorScheme;
        state.sidebarCollapsed = payload.sidebarCollapsed;
      })
      .addCase(colorSchemeSelected, (state, { payload }) => {
        state.colorScheme = payload.preference;
      })
      .addCase(sidebarCollapseToggled, (state, { payload }) => {
        state.sidebarCollapsed = payload.collapsed;
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
