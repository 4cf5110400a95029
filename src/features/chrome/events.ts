import { createAction } from '@reduxjs/toolkit';
import type { SsoProviderInfo } from '../../../contract/config';
import type { Language } from '../../config/constants';
import type { ColorPreference } from '../../ui';

/** What the footer and /login show (§2): fixed for the life of the page. */
export interface AppInfo {
  year: number;
  version: string;
  termsUrl: string;
  privacyUrl: string;
  /** Identity providers offered on /login (runtime configuration). */
  ssoProviders: SsoProviderInfo[];
  /** The analytics site the sidebar links to (AppConfig.analyticsUrl); '' when not configured. */
  analyticsUrl: string;
}

/** Chrome events (docs/conventions.md §1): past tense, they say what happened. */
export const chromeStarted = createAction<AppInfo>('ui/chromeStarted');
export const windowResized = createAction<{ width: number }>('ui/windowResized');

/** The worker is registered and the update checks run (§4, §9). */
export const serviceWorkerRegistered = createAction('ui/serviceWorkerRegistered');
/** No service worker: not supported, disabled, or its registration failed (§8). */
export const serviceWorkerUnavailable = createAction<{ message: string }>('ui/serviceWorkerUnavailable');
/** A new version is installed and waits to take over. */
export const newVersionWaiting = createAction('ui/newVersionWaiting');
/** A worker took control of the page; isUpdate when another one controlled it before. */
export const newVersionControlling = createAction<{ isUpdate: boolean }>('ui/newVersionControlling');
/** The user asked for the new version (after confirming when a form had unsaved input). */
export const updateAccepted = createAction('ui/updateAccepted');

/** A call long enough to show the spinner began or ended (see withSpinner). */
export const longCallStarted = createAction('ui/longCallStarted');
export const longCallFinished = createAction('ui/longCallFinished');

/** The user chose a language in the profile menu (remembered across visits). */
export const languageSelected = createAction<{ language: Language }>('ui/languageSelected');

/** The remembered display preferences, read once at start. */
export const preferencesRead = createAction<{ colorScheme: ColorPreference; sidebarCollapsed: boolean }>('ui/preferencesRead');
/** The user chose a colour scheme in the profile menu (remembered). */
export const colorSchemeSelected = createAction<{ preference: ColorPreference }>('ui/colorSchemeSelected');
/** The user collapsed or expanded the sidebar where the width leaves the choice (remembered). */
export const sidebarCollapseToggled = createAction<{ collapsed: boolean }>('ui/sidebarCollapseToggled');
/** The screen-resolution notice was closed; it comes back when the window narrows again. */
export const screenNoticeDismissed = createAction('ui/screenNoticeDismissed');

/** At load the server did not answer; the next attempt is in retryInMs (counted from 1). */
export const serverUnreachableAtLoad = createAction<{ attempt: number; retryInMs: number }>('ui/serverUnreachableAtLoad');
/** The user asked to try again at once. */
export const loadRetryRequested = createAction('ui/loadRetryRequested');
/** The server answered at last (or the load ended another way): the notice goes. */
export const serverReachedAtLoad = createAction('ui/serverReachedAtLoad');
