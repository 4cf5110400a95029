import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { FieldError } from '../../../contract/envelope';
import type { RolePermission } from '../../../contract/permissions';
import type { RoleId } from '../../../contract/roles';
import type { CustomerDetails, CustomerUserDetails, TokenResponse, UserDetails } from '../../../contract/token';
import { serverAnswered, serverUnavailable } from '../../api';
import {
  customerDetailsChanged,
  customerSwitched,
  loginRequested,
  ownProfileChanged,
  loginSucceeded,
  otherUserLinkAnswered,
  otherUserLinkOpened,
  passwordChangeSubmitted,
  tokenRefreshed,
} from './events';
import {
  activityRecorded,
  idleWarningCleared,
  idleWarningTicked,
  isMachineEvent,
  isSignedOut,
  loginFailed,
  nextStatus,
  rememberedUserRead,
  passwordChangeFailed,
  passwordChangeRequired,
  rolePermissionsLoaded,
  sessionStartTimeSet,
  type SessionStatus,
} from './sessionMachine';

export type { SessionStatus } from './sessionMachine';

export interface LoginError {
  /** The server's own words (e.g. 'Invalid username or password'). */
  message: string | null;
  /** Or an i18n key for failures the client names itself. */
  messageKey?: string;
}

export interface SessionState {
  status: SessionStatus;
  roles: RoleId[];
  user: UserDetails | null;
  customer: CustomerDetails | null;
  customerUser: CustomerUserDetails | null;
  permissions: RolePermission[];
  /**
   * Roles a refreshed token brought while the permissions of the shown ones are loaded: they are
   * shown together with their own permissions, so the menu changes once (§6); null when none wait.
   */
  pendingRoles: RoleId[] | null;
  /** Username to pre-fill when remember-me was on. */
  rememberedUsername: string | null;
  loginError: LoginError | null;
  /** The server asked for a solved captcha with the password (it keeps asking once it has). */
  captchaRequired: boolean;
  /** error: the server's message; fields: the fields it refused, which the page words itself. */
  passwordChange: { saving: boolean; error: string | null; fields?: FieldError[] };
  /** Present while 60 seconds or fewer remain before the idle timeout (§9). */
  idleWarning: { secondsLeft: number } | null;
  /** The latest activity this tab knows of, including other tabs' (epoch ms). */
  lastActivityAt: number | null;
  /** §9: set one second after load. */
  startedAt: number | null;
  /** The server could not serve the last call; the app retries and says it is reconnecting. */
  reconnecting: boolean;
  /** A sign-in link for someone else was opened while signed in: the question asked (§2). */
  otherUserLink: { signedInAs: string | null; linkUser: string } | null;
}

export const initialSessionState: SessionState = {
  status: 'booting',
  roles: [],
  user: null,
  customer: null,
  customerUser: null,
  permissions: [],
  pendingRoles: null,
  rememberedUsername: null,
  loginError: null,
  captchaRequired: false,
  passwordChange: { saving: false, error: null },
  idleWarning: null,
  lastActivityAt: null,
  startedAt: null,
  reconnecting: false,
  otherUserLink: null,
};

function adoptTokens(state: SessionState, tokens: TokenResponse) {
  state.roles = tokens.userRoles;
  state.pendingRoles = null;
  state.user = tokens.additionalDetails.UserDetails;
  state.customer = tokens.additionalDetails.CustomerDetails;
  state.customerUser = tokens.additionalDetails.CustomerUserDetails;
}

const sameRoles = (a: readonly RoleId[], b: readonly RoleId[]) => a.length === b.length && a.every((role) => b.includes(role));

/** What each event writes besides the state, applied only when the table allows the event. */
const DATA: Record<string, (state: SessionState, action: PayloadAction<never>) => void> = {
  [rememberedUserRead.type]: (state, { payload }: ReturnType<typeof rememberedUserRead>) => {
    state.rememberedUsername = payload.username;
  },
  [loginRequested.type]: (state) => {
    state.loginError = null;
  },
  [loginFailed.type]: (state, { payload }: ReturnType<typeof loginFailed>) => {
    state.loginError = { message: payload.message, messageKey: payload.messageKey };
    if (payload.captcha) state.captchaRequired = true;
  },
  [passwordChangeRequired.type]: (state, { payload }: ReturnType<typeof passwordChangeRequired>) => {
    adoptTokens(state, payload.tokens);
    state.rememberedUsername = payload.rememberMe ? payload.username : null;
    state.passwordChange = { saving: false, error: null };
  },
  [loginSucceeded.type]: (state, { payload }: ReturnType<typeof loginSucceeded>) => {
    adoptTokens(state, payload.tokens);
    state.rememberedUsername = payload.rememberMe ? payload.username : null;
    state.loginError = null;
    state.passwordChange = { saving: false, error: null };
  },
  [tokenRefreshed.type]: (state, { payload }: ReturnType<typeof tokenRefreshed>) => {
    const shown = state.roles;
    adoptTokens(state, payload.tokens);
    // New roles wait for their permissions (the session saga loads them); the same roles, or no
    // permissions shown yet, are adopted at once.
    if (state.permissions.length > 0 && !sameRoles(shown, payload.tokens.userRoles)) {
      state.roles = shown;
      state.pendingRoles = payload.tokens.userRoles;
    }
  },
  [customerSwitched.type]: (state, { payload }: ReturnType<typeof customerSwitched>) => {
    adoptTokens(state, payload.tokens);
    // Roles, and so permissions, belong to the membership: the new customer's are loaded afresh (§4, §6).
    state.permissions = [];
  },
  [activityRecorded.type]: (state, { payload }: ReturnType<typeof activityRecorded>) => {
    state.lastActivityAt = Math.max(state.lastActivityAt ?? 0, payload.at);
    state.idleWarning = null;
  },
  [idleWarningTicked.type]: (state, { payload }: ReturnType<typeof idleWarningTicked>) => {
    state.idleWarning = { secondsLeft: payload.secondsLeft };
  },
  [idleWarningCleared.type]: (state) => {
    state.idleWarning = null;
  },
  [customerDetailsChanged.type]: (state, { payload }: ReturnType<typeof customerDetailsChanged>) => {
    // An event about the organisation the user has just left changes nothing.
    if (state.customer?.customerId === payload.customer.customerId) state.customer = payload.customer;
  },
  [ownProfileChanged.type]: (state, { payload }: ReturnType<typeof ownProfileChanged>) => {
    if (state.user) Object.assign(state.user, payload);
  },
  [rolePermissionsLoaded.type]: (state, { payload }: ReturnType<typeof rolePermissionsLoaded>) => {
    state.permissions = payload.permissions;
    if (state.pendingRoles !== null) {
      state.roles = state.pendingRoles;
      state.pendingRoles = null;
    }
  },
  [passwordChangeSubmitted.type]: (state) => {
    state.passwordChange = { saving: true, error: null };
  },
  [passwordChangeFailed.type]: (state, { payload }: ReturnType<typeof passwordChangeFailed>) => {
    state.passwordChange = { saving: false, error: payload.message, ...(payload.fields === undefined ? {} : { fields: payload.fields }) };
  },
  [sessionStartTimeSet.type]: (state, { payload }: ReturnType<typeof sessionStartTimeSet>) => {
    state.startedAt = payload.at;
  },
};

/** A session that ended keeps only what the login page shows next. */
function forgetUser(state: SessionState) {
  const { rememberedUsername, startedAt, captchaRequired } = state;
  Object.assign(state, initialSessionState, { rememberedUsername, startedAt, captchaRequired });
}

function reportIllegal(status: SessionStatus, type: string) {
  if (process.env.NODE_ENV === 'development') console.warn(`Session: ${type} is not allowed in state ${status}; ignored`);
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(serverUnavailable, (state) => {
        state.reconnecting = true;
      })
      .addCase(serverAnswered, (state) => {
        state.reconnecting = false;
      })
      .addCase(otherUserLinkOpened, (state, action) => {
        state.otherUserLink = action.payload;
      })
      .addCase(otherUserLinkAnswered, (state) => {
        state.otherUserLink = null;
      })
      // docs/conventions.md §3: one matcher looks the next state up in the table.
      .addMatcher(isMachineEvent, (state, action: UnknownAction) => {
        const next = nextStatus(state.status, action.type);
        if (next === undefined) {
          reportIllegal(state.status, action.type);
          return;
        }
        if (isSignedOut(next) && !isSignedOut(state.status)) forgetUser(state);
        DATA[action.type]?.(state, action as PayloadAction<never>);
        state.status = next;
      });
  },
});

export const sessionReducer = sessionSlice.reducer;
