import { createAction } from '@reduxjs/toolkit';
import type { TokenResponse } from '../../contract/token';

/**
 * Session events other features react to (STYLE practice 1). Past tense: they say what happened.
 * Internal session events live in sessionMachine.ts.
 */
export const loginSucceeded = createAction<{ tokens: TokenResponse; username: string; rememberMe: boolean }>(
  'session/loginSucceeded',
);
export const tokenRefreshed = createAction<{ tokens: TokenResponse }>('session/tokenRefreshed');
/** Tokens scoped to another customer were adopted (SPEC §4 switching profile). */
export const customerSwitched = createAction<{ tokens: TokenResponse }>('session/customerSwitched');
export const loggedOut = createAction('session/loggedOut');
export const sessionExpired = createAction('session/sessionExpired');
