import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { ChangePasswordRequest } from '../../../contract/permissions';
import type { RevokedReason } from '../../../contract/live';
import type { CustomerDetails, TokenResponse } from '../../../contract/token';
import type { LoginStatus } from '../../config/paths';

/**
 * Session events other features react to (docs/conventions.md §1). Past tense: they say what happened.
 * Internal session events live in sessionMachine.ts.
 */
export const loginSucceeded = createAction<{ tokens: TokenResponse; username: string; rememberMe: boolean }>('session/loginSucceeded');
export const tokenRefreshed = createAction<{ tokens: TokenResponse }>('session/tokenRefreshed');
/** Tokens scoped to another customer were adopted (§4 switching profile). */
export const customerSwitched = createAction<{ tokens: TokenResponse }>('session/customerSwitched');
export const loggedOut = createAction('session/loggedOut');
export const sessionExpired = createAction('session/sessionExpired');
/** §4, §8: the user is not active; the app shows /login/status/inActive. */
export const userInactive = createAction('session/userInactive');
/** §8: the session was thrown away (HTTP 500, the clear-cache message, an invalid refresh token). */
export const sessionDiscarded = createAction('session/sessionDiscarded');
/** §2 /login/status/clear: every stored value was wiped. */
export const storageCleared = createAction('session/storageCleared');

/** The server ended this login while it was open (live updates): deactivation, logout or password change elsewhere, reuse. */
export const sessionRevoked = createAction<{ reason: RevokedReason }>('session/revoked');
/** The current organisation's flags, name or logo changed on the server (§3): shown in place. */
export const customerDetailsChanged = createAction<{ customer: CustomerDetails }>('session/customerDetailsChanged');
/** The user changed their own name or picture (§2 Personal profile › Profile): shown in place. */
export const ownProfileChanged = createAction<{ name: string; userPictureURL3: string | null }>('session/ownProfileChanged');
/** The permissions of the user's roles changed on the server: they are read again (§6). */
export const permissionsChanged = createAction('session/permissionsChanged');

/** Any way a session ends; slices that hold per-user data reset on it. */
export const isSessionEnd = isAnyOf(loggedOut, sessionExpired, userInactive, sessionDiscarded, storageCleared);

/* Intents: what the user asked for. Components dispatch these; sagas act on them. */

export interface LoginRequest {
  username: string;
  password: string;
  rememberMe: boolean;
  /** From /login/{ftl}/{userName}/{passWord}/{customerId}: start in this customer (§2). */
  customerId?: number;
  /** A solved ALTCHA challenge, when the server asks for one (§7 captcha loaded on demand). */
  captcha?: string;
  /** A finished single sign-on's one-time code (`/login#sso=…`), exchanged instead of a password. */
  ssoCode?: string;
}
export const loginRequested = createAction<LoginRequest>('session/loginRequested');
/** "Sign in with Google" (or another configured identity provider). */
export const ssoRequested = createAction<{ providerId: string }>('session/ssoRequested');
/** The sidebar's sign-out and the timeout dialog's "Log Out" (§4 logout). */
export const logoutRequested = createAction('session/logoutRequested');
/** The timeout dialog's "Stay signed in" (§2 session-timeout warning). */
export const staySignedInRequested = createAction('session/staySignedInRequested');
export const passwordChangeSubmitted = createAction<ChangePasswordRequest>('session/passwordChangeSubmitted');
/**
 * §2 password links: a signed-in browser opened a link that signs in someone else. The page asks
 * before anything changes; `signIn` is the answer.
 */
export const otherUserLinkOpened = createAction<{ signedInAs: string | null; linkUser: string }>('session/otherUserLinkOpened');
export const otherUserLinkAnswered = createAction<{ signIn: boolean }>('session/otherUserLinkAnswered');
/** A /login/status/{status} page was opened (clear wipes stored state, §2). */
export const loginStatusOpened = createAction<{ status: LoginStatus }>('session/loginStatusOpened');
