import type { UnknownAction } from '@reduxjs/toolkit';
import { refreshAdopted, refreshFailed, refreshStarted } from '../../api';
import {
  customerDetailsChanged,
  ownProfileChanged,
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
} from './events';
import {
  activityRecorded,
  idleWarningCleared,
  idleWarningTicked,
  loginFailed,
  noSessionFound,
  passwordChangeFailed,
  passwordChangeRequired,
  rememberedUserRead,
  rolePermissionsLoaded,
  SESSION_STATES,
  isSignedIn,
  isSignedOut,
  isUsable,
  sessionStartTimeSet,
  TRANSITIONS,
  type SessionStatus,
} from './sessionMachine';
import { initialSessionState, sessionReducer, type SessionState } from './sessionSlice';
import { makeTokens } from './testing/tokens';

const tokens = makeTokens({ roles: [1532], userName: 'manager@acme.test' });

/** One representative of every event in the table. */
const SAMPLES: UnknownAction[] = [
  noSessionFound(),
  rememberedUserRead({ username: 'manager@acme.test' }),
  loginRequested({ username: 'manager@acme.test', password: 'x', rememberMe: true }),
  loginFailed({ message: 'Invalid username or password' }),
  passwordChangeRequired({ tokens, username: 'manager@acme.test', rememberMe: false }),
  loginSucceeded({ tokens, username: 'manager@acme.test', rememberMe: true }),
  refreshStarted(),
  tokenRefreshed({ tokens }),
  refreshAdopted(),
  refreshFailed({ reason: 'network', message: 'Network error' }),
  customerSwitched({ tokens }),
  activityRecorded({ at: 5 }),
  idleWarningTicked({ secondsLeft: 42 }),
  idleWarningCleared(),
  rolePermissionsLoaded({ permissions: [{ roleId: 1532, permissions: ['program.approve'] }] }),
  customerDetailsChanged({ customer: tokens.additionalDetails.CustomerDetails! }),
  ownProfileChanged({ name: 'Casey C. Creator', userPictureURL3: null }),
  passwordChangeSubmitted({ currentPassword: 'a', newPassword: 'b' }),
  passwordChangeFailed({ message: 'Current password is incorrect' }),
  logoutRequested(),
  loggedOut(),
  sessionExpired(),
  userInactive(),
  sessionDiscarded(),
  storageCleared(),
  sessionStartTimeSet({ at: 7 }),
];

const inState = (status: SessionStatus): SessionState => ({ ...initialSessionState, status });

test('every event of the table has a sample, and every sample is in the table', () => {
  expect(SAMPLES.map((a) => a.type).sort()).toEqual(Object.keys(TRANSITIONS).sort());
});

describe.each(SESSION_STATES)('in state %s', (status) => {
  test.each(SAMPLES.map((action) => [action.type, action] as const))('%s', (_type, action) => {
    const before = inState(status);
    const after = sessionReducer(before, action);
    const allowed = TRANSITIONS[action.type]?.[status];
    if (allowed === undefined) {
      expect(after).toBe(before); // illegal: nothing changes, not even a copy
    } else {
      expect(after.status).toBe(allowed);
    }
  });
});

test('a whole sign-in, warning, stay and logout replays to the expected state (docs/conventions.md §7)', () => {
  const events: UnknownAction[] = [
    noSessionFound(),
    loginRequested({ username: 'manager@acme.test', password: 'x', rememberMe: true }),
    loginSucceeded({ tokens, username: 'manager@acme.test', rememberMe: true }),
    rolePermissionsLoaded({ permissions: [] }),
    refreshStarted(),
    tokenRefreshed({ tokens }),
    idleWarningTicked({ secondsLeft: 60 }),
    activityRecorded({ at: 1 }),
    logoutRequested(),
    loggedOut(),
  ];
  const states = events.reduce<SessionStatus[]>((seen, event, i) => {
    const state = events.slice(0, i + 1).reduce(sessionReducer, initialSessionState);
    return [...seen, state.status];
  }, []);
  expect(states).toEqual([
    'anonymous',
    'authenticating',
    'active',
    'active',
    'refreshing',
    'active',
    'active',
    'active',
    'loggingOut',
    'anonymous',
  ]);
  const end = events.reduce(sessionReducer, initialSessionState);
  expect(end).toMatchObject({ roles: [], user: null, customer: null, rememberedUsername: 'manager@acme.test', idleWarning: null });
});

test('signing in records the user; the warning comes and goes', () => {
  let state = sessionReducer(inState('authenticating'), loginSucceeded({ tokens, username: 'm', rememberMe: false }));
  expect(state).toMatchObject({ status: 'active', roles: [1532], rememberedUsername: null });
  expect(state.customer?.customerId).toBe(101);
  state = sessionReducer(state, idleWarningTicked({ secondsLeft: 12 }));
  expect(state.idleWarning).toEqual({ secondsLeft: 12 });
  state = sessionReducer(state, activityRecorded({ at: 99 }));
  expect(state).toMatchObject({ idleWarning: null, lastActivityAt: 99 });
});

test('a wrong password is kept for the form and cleared by the next attempt', () => {
  let state = sessionReducer(inState('authenticating'), loginFailed({ message: 'Invalid username or password' }));
  expect(state).toMatchObject({ status: 'anonymous', loginError: { message: 'Invalid username or password' } });
  state = sessionReducer(state, loginRequested({ username: 'a', password: 'b', rememberMe: false }));
  expect(state).toMatchObject({ status: 'authenticating', loginError: null });
});

test('the state groups: signed in, signed out and on the way between never overlap, and usable is signed in without a pending password change', () => {
  const between = SESSION_STATES.filter((status) => !isSignedIn(status) && !isSignedOut(status));
  expect(between).toEqual(['booting', 'authenticating', 'loggingOut']);
  expect(SESSION_STATES.filter((status) => isSignedIn(status) && isSignedOut(status))).toEqual([]);
  expect(SESSION_STATES.filter(isUsable)).toEqual(['active', 'refreshing']);
  expect(SESSION_STATES.filter((status) => isSignedIn(status) && !isUsable(status))).toEqual(['mustChangePassword']);
});
