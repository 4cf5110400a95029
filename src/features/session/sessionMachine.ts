import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { FieldError } from '../../../contract/envelope';
import type { RolePermission } from '../../../contract/permissions';
import type { TokenResponse } from '../../../contract/token';
import { refreshAdopted, refreshFailed, refreshStarted } from '../../api';
import {
  customerSwitched,
  loggedOut,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  passwordChangeSubmitted,
  sessionDiscarded,
  sessionExpired,
  storageCleared,
  tokenRefreshed,
  userInactive,
  customerDetailsChanged,
  ownProfileChanged,
} from './events';

/** The named states of a session (docs/architecture.md, "The session is a state machine"). */
export const SESSION_STATES = [
  'booting',
  'anonymous',
  'authenticating',
  'mustChangePassword',
  'active',
  'refreshing',
  'expired',
  'inactive',
  'loggingOut',
] as const;
export type SessionStatus = (typeof SESSION_STATES)[number];

/* Internal events: only the session's sagas dispatch these. */
export const noSessionFound = createAction('session/noSessionFound');
/** The username remembered in storage (remember-me), read at load for the login form. */
export const rememberedUserRead = createAction<{ username: string | null }>('session/rememberedUserRead');
export const loginFailed = createAction<{ message: string | null; messageKey?: string; captcha?: boolean }>('session/loginFailed');
export const passwordChangeRequired = createAction<{ tokens: TokenResponse; username: string; rememberMe: boolean }>(
  'session/passwordChangeRequired',
);
export const passwordChangeFailed = createAction<{ message: string | null; fields?: FieldError[] }>('session/passwordChangeFailed');
export const activityRecorded = createAction<{ at: number }>('session/activityRecorded');
export const idleWarningTicked = createAction<{ secondsLeft: number }>('session/idleWarningTicked');
export const idleWarningCleared = createAction('session/idleWarningCleared');
export const rolePermissionsLoaded = createAction<{ permissions: RolePermission[] }>('session/rolePermissionsLoaded');
export const sessionStartTimeSet = createAction<{ at: number }>('session/sessionStartTimeSet');

type Row = Partial<Record<SessionStatus, SessionStatus>>;

const stay = (...states: SessionStatus[]): Row => Object.fromEntries(states.map((s) => [s, s]));
const from = (states: readonly SessionStatus[], to: SessionStatus): Row => Object.fromEntries(states.map((s) => [s, to]));

/** States in which the user holds tokens and the error catalogue may end the session. */
export const LIVE_STATES: readonly SessionStatus[] = ['booting', 'mustChangePassword', 'active', 'refreshing'];
/** Someone is signed in: a password change may still be pending, a refresh may be under way. */
const SIGNED_IN_STATES: readonly SessionStatus[] = ['mustChangePassword', 'active', 'refreshing'];
/** A session the app can be used with: signed in, no password change pending. */
const USABLE_STATES: readonly SessionStatus[] = ['active', 'refreshing'];
/** Nobody is signed in, and the login form (or a link, or single sign-on) may sign someone in. */
const SIGNED_OUT_STATES: readonly SessionStatus[] = ['anonymous', 'expired', 'inactive'];

export const isSignedIn = (status: SessionStatus): boolean => SIGNED_IN_STATES.includes(status);
export const isUsable = (status: SessionStatus): boolean => USABLE_STATES.includes(status);
export const isSignedOut = (status: SessionStatus): boolean => SIGNED_OUT_STATES.includes(status);

/**
 * The one transition table: event type → (current state → next state). An event not listed for
 * the current state is illegal and changes nothing (docs/conventions.md §2, §3).
 */
export const TRANSITIONS: Record<string, Row> = {
  [noSessionFound.type]: { booting: 'anonymous' },
  [loginRequested.type]: from(SIGNED_OUT_STATES, 'authenticating'),
  [loginFailed.type]: { authenticating: 'anonymous' },
  [passwordChangeRequired.type]: from(['authenticating', 'booting'], 'mustChangePassword'),
  [loginSucceeded.type]: from(['authenticating', 'mustChangePassword'], 'active'),
  [refreshStarted.type]: { ...stay('booting', 'mustChangePassword', 'refreshing'), active: 'refreshing' },
  [tokenRefreshed.type]: { ...from(['booting', 'active', 'refreshing'], 'active'), ...stay('mustChangePassword') },
  [refreshAdopted.type]: { ...stay('booting', 'mustChangePassword', 'active'), refreshing: 'active' },
  [refreshFailed.type]: { ...stay('booting', 'mustChangePassword', 'active'), refreshing: 'active' },
  [customerSwitched.type]: from(['active', 'refreshing'], 'active'),
  [activityRecorded.type]: stay(...SIGNED_IN_STATES),
  [idleWarningTicked.type]: stay(...SIGNED_IN_STATES),
  [idleWarningCleared.type]: stay(...SIGNED_IN_STATES),
  [rolePermissionsLoaded.type]: stay('active', 'refreshing'),
  [customerDetailsChanged.type]: stay('active', 'refreshing'),
  [ownProfileChanged.type]: stay('active', 'refreshing'),
  [passwordChangeSubmitted.type]: stay('mustChangePassword'),
  [passwordChangeFailed.type]: stay('mustChangePassword'),
  [logoutRequested.type]: from(SIGNED_IN_STATES, 'loggingOut'),
  [loggedOut.type]: from(['booting', 'loggingOut', ...SIGNED_IN_STATES], 'anonymous'),
  [sessionExpired.type]: from(LIVE_STATES, 'expired'),
  [userInactive.type]: from(['authenticating', ...LIVE_STATES], 'inactive'),
  [sessionDiscarded.type]: from(LIVE_STATES, 'anonymous'),
  [storageCleared.type]: from(
    SESSION_STATES.filter((s) => s !== 'loggingOut'),
    'anonymous',
  ),
  [sessionStartTimeSet.type]: stay(...SESSION_STATES),
  [rememberedUserRead.type]: stay(...SESSION_STATES),
};

export const isMachineEvent = (action: UnknownAction): boolean => action.type in TRANSITIONS;

/** The next state, or undefined when the table does not allow the event here. */
export function nextStatus(status: SessionStatus, type: string): SessionStatus | undefined {
  return TRANSITIONS[type]?.[status];
}
