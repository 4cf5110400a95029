import { createSelector } from '@reduxjs/toolkit';
import type { Permission } from '../../../contract/permissions';
import { isPermission } from '../../../contract/permissions';
import { ROLE, type RoleId } from '../../../contract/roles';
import type { CustomerDetails, CustomerFlags, UserDetails } from '../../../contract/token';
import { isUsable } from './sessionMachine';
import type { SessionState } from './sessionSlice';

type WithSession = { session: SessionState };

export const selectSessionStatus = (state: WithSession) => state.session.status;
/** Signed in with a usable session (a refresh under way does not sign anyone out). */
export const selectIsSignedIn = (state: WithSession) => isUsable(state.session.status);
/** Signed in while the server cannot serve: the app retries and shows it is reconnecting. */
export const selectReconnecting = (state: WithSession) => state.session.reconnecting && selectIsSignedIn(state);
export const selectRoles = (state: WithSession): RoleId[] => state.session.roles;
export const selectCustomer = (state: WithSession): CustomerDetails | null => state.session.customer;
export const selectUser = (state: WithSession): UserDetails | null => state.session.user;
export const selectCustomerUserId = (state: WithSession): number | null => state.session.customerUser?.customerUserId ?? null;
export const selectIsSuperAdmin = (state: WithSession) => state.session.roles.includes(ROLE.superAdmin);

const NO_FLAGS: CustomerFlags = {
  allowZoomIntegration: false,
  allowYoutubeIntegration: false,
  youTubeIntegrated: false,
  storyboardEnabled: false,
  campaignManagerEnabled: false,
  proEditVendor: false,
  hideOrganisation: false,
};

/**
 * Customer flags of §3, one object per customer and user (components do not re-render for an
 * unrelated change); YouTube counts as integrated for the organisation or for the user.
 */
export const selectCustomerFlags = createSelector(
  [selectCustomer, (state: WithSession) => Boolean(state.session.user?.youTubeIntegrated)],
  (customer, userOnYoutube): CustomerFlags =>
    customer
      ? {
          allowZoomIntegration: customer.allowZoomIntegration,
          allowYoutubeIntegration: customer.allowYoutubeIntegration,
          youTubeIntegrated: customer.youTubeIntegrated || userOnYoutube,
          storyboardEnabled: customer.storyboardEnabled,
          campaignManagerEnabled: customer.campaignManagerEnabled,
          proEditVendor: customer.proEditVendor,
          hideOrganisation: customer.hideOrganisation,
        }
      : NO_FLAGS,
);

/** §2 session-timeout warning: {secondsLeft} while 60 seconds or fewer remain, else null. */
export const selectIdleWarning = (state: WithSession) => state.session.idleWarning;
export const selectIsAuthenticating = (state: WithSession) => state.session.status === 'authenticating';
export const selectLoginError = (state: WithSession) => state.session.loginError;
export const selectCaptchaRequired = (state: WithSession) => state.session.captchaRequired;
export const selectRememberedUsername = (state: WithSession) => state.session.rememberedUsername;
export const selectOtherUserLink = (state: WithSession) => state.session.otherUserLink;
export const selectPasswordChange = (state: WithSession) => state.session.passwordChange;
export const selectRolePermissions = (state: WithSession) => state.session.permissions;
/** Roles a refresh brought that wait for their permissions before they are shown (§6). */
export const selectPendingRoles = (state: WithSession): RoleId[] | null => state.session.pendingRoles;

/**
 * The permissions of the user's roles (§6), or null until the role permission call has
 * answered in this session (after a sign-in, a reload or a customer switch).
 */
export const selectPermissionSet = createSelector([selectRolePermissions], (rolePermissions): ReadonlySet<Permission> | null =>
  rolePermissions.length === 0 ? null : new Set(rolePermissions.flatMap((role) => role.permissions).filter(isPermission)),
);

/** `can(permission)`: whether the user's roles hold it; false until the permissions have loaded. */
export const selectCan = createSelector(
  [selectPermissionSet],
  (permissions) => (permission: Permission) => permissions?.has(permission) ?? false,
);
export const selectSessionStartedAt = (state: WithSession) => state.session.startedAt;
export const selectLastActivityAt = (state: WithSession) => state.session.lastActivityAt;
