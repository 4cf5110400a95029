import { createAction, nanoid } from '@reduxjs/toolkit';
import type { TokenResponse } from '../../contract/token';

/**
 * Events of the request pipeline (docs/conventions.md §1). The pipeline only reports what happened;
 * the session reacts (§8 error catalogue) and the profiles feature handles conflicts.
 */

/** Why a refresh grant failed; the session maps each to an ending (§8). */
export type RefreshFailure = 'invalid' | 'unauthorized' | 'inactive' | 'expired' | 'serverError' | 'network';

export const refreshStarted = createAction('api/refreshStarted');
export const refreshSucceeded = createAction<{ tokens: TokenResponse }>('api/refreshSucceeded');
/** Another tab had already refreshed; its tokens were taken from storage. */
export const refreshAdopted = createAction('api/refreshAdopted');
export const refreshFailed = createAction<{ reason: RefreshFailure; message: string }>('api/refreshFailed');

/**
 * The server could not serve (502/503/504, or no answer): the session stays, the user is told
 * the app is reconnecting. retryAfterMs is the server's Retry-After, when it sent one.
 */
export const serverUnavailable = createAction<{ retryAfterMs: number | null }>('api/serverUnavailable');
/** The server answered again after it could not serve. */
export const serverAnswered = createAction('api/serverAnswered');

/** §4: the idle time exceeded the idle-timeout minutes. */
export const idleLimitPassed = createAction('api/idleLimitPassed');
/** §4: a request found no stored token expiry (never signed in, or signed out elsewhere). */
export const sessionMissing = createAction('api/sessionMissing');
/** §8: HTTP 401, or HTTP 400 while a refresh token is stored. */
export const unauthorizedReceived = createAction<{ status: number; path: string }>('api/unauthorizedReceived');
/** §8: HTTP 500. */
export const serverFailed = createAction<{ path: string }>('api/serverFailed');
/** §8: the "Oops… clear your browser cache" message. */
export const cacheClearRequired = createAction('api/cacheClearRequired');
/** §8: HTTP 409; customerId is the number after '##' (null when absent or not a number). */
export const conflictReceived = createAction<{ customerId: number | null; message: string }>('api/conflictReceived');

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export interface ToastRequest {
  /** A server message shown as is (already in the user's words). */
  message?: string;
  /** Or an i18n key, translated when shown. */
  messageKey?: string;
  /** Values the translated message interpolates (a customer's name). */
  values?: Record<string, string>;
  variant?: ToastVariant;
  /** A page the toast leads to: its button's label key, and the path toastLinkFollowed navigates to. */
  link?: { labelKey: string; to: string };
}
export interface Toast extends ToastRequest {
  id: string;
}

/** Any feature asks for a toast; the session's Notifier shows it (§8 "shows the message as a toast"). */
/** The button of a toast's link was pressed: the session's navigator goes there. */
export const toastLinkFollowed = createAction<{ to: string }>('api/toastLinkFollowed');

export const toastRequested = createAction('api/toastRequested', (request: ToastRequest) => ({
  payload: { ...request, id: nanoid() } as Toast,
}));
