import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { API_PATHS } from '../../../../../contract/config';
import type { CustomerListRequest, CustomerRecord } from '../../../../../contract/customers';
import type { ServiceResponse } from '../../../../../contract/envelope';
import type { Page } from '../../../../../contract/lists';
import {
  USER_ADMIN_PATHS,
  type AdminUser,
  type CreatedUser,
  type CreateUserRequest,
  type InviteUserRequest,
  type MembershipLockRequest,
  type MembershipRequest,
  type RoleMatrix,
  type RolePermissionChange,
  type SaveMembershipRequest,
  type UserActiveRequest,
  type UserRequest,
} from '../../../../../contract/users';
import { callApi } from '../../../../api';
import type { AppDeps } from '../../../../platform/deps';

/**
 * The user administration calls, declared in the area's own chunk. Each asks for its 400
 * answers back (formErrors) so the form shows them in place; other refusals come as notices.
 */
type Answer<T> = SagaIterator<ServiceResponse<T> | null>;

function* ask<T>(deps: AppDeps, path: string, request: unknown): Answer<T> {
  return (yield call(callApi, deps, path, request, { formErrors: true })) as ServiceResponse<T> | null;
}

export const getUser = (deps: AppDeps, request: UserRequest) => ask<AdminUser>(deps, USER_ADMIN_PATHS.getUser, request);
/** A temporary password for a new account; an account of another organisation gets an invitation to join instead. */
export const createUser = (deps: AppDeps, request: CreateUserRequest) =>
  ask<CreatedUser | { expiresAt: string }>(deps, USER_ADMIN_PATHS.createUser, request);
export const saveMembership = (deps: AppDeps, request: SaveMembershipRequest) =>
  ask<AdminUser>(deps, USER_ADMIN_PATHS.saveMembership, request);
export const setMembershipLock = (deps: AppDeps, request: MembershipLockRequest) =>
  ask<AdminUser>(deps, USER_ADMIN_PATHS.setMembershipLock, request);
export const removeMembership = (deps: AppDeps, request: MembershipRequest) =>
  ask<AdminUser>(deps, USER_ADMIN_PATHS.removeMembership, request);
export const setUserActive = (deps: AppDeps, request: UserActiveRequest) => ask<AdminUser>(deps, USER_ADMIN_PATHS.setUserActive, request);
export const getRoleMatrix = (deps: AppDeps) => ask<RoleMatrix>(deps, USER_ADMIN_PATHS.getRoleMatrix, {});
export const setRolePermission = (deps: AppDeps, request: RolePermissionChange) =>
  ask<RoleMatrix>(deps, USER_ADMIN_PATHS.setRolePermission, request);
/** An emailed 7-day link that sets the first password, into the caller's organisation with the chosen roles. */
export const inviteUser = (deps: AppDeps, request: InviteUserRequest) => ask<{ expiresAt: string }>(deps, API_PATHS.inviteUser, request);
/** The organisations the support role picks from (Customers' own list call). */
export const getOrganisations = (deps: AppDeps, request: CustomerListRequest) =>
  ask<Page<CustomerRecord>>(deps, API_PATHS.getCustomers, request);
