import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { API_PATHS } from '../../contract/config';
import type { MenuNotificationCountRequest, MenuNotificationCountResponse } from '../../contract/counts';
import type { ServiceResponse } from '../../contract/envelope';
import type { ChangePasswordRequest, RolePermissionsRequest, RolePermissionsResponse, UploadSignature } from '../../contract/permissions';
import type { CustomerProfileMap } from '../../contract/profiles';
import type { AppDeps } from '../platform/deps';
import { callApi, type CallOptions } from './callApi';

/** One typed saga per service call of §7, each through the one pipeline (callApi). */
type Answer<T> = SagaIterator<ServiceResponse<T> | null>;

export function* getCustomerProfiles(deps: AppDeps, options?: CallOptions): Answer<CustomerProfileMap> {
  return (yield call(callApi, deps, API_PATHS.getCustomerProfiles, {}, options)) as ServiceResponse<CustomerProfileMap> | null;
}

export function* getMenuNotificationCount(
  deps: AppDeps,
  request: MenuNotificationCountRequest,
  options?: CallOptions,
): Answer<MenuNotificationCountResponse> {
  return (yield call(
    callApi,
    deps,
    API_PATHS.getMenuNotificationCount,
    request,
    options,
  )) as ServiceResponse<MenuNotificationCountResponse> | null;
}

export function* getUploadSignature(deps: AppDeps, options?: CallOptions): Answer<UploadSignature> {
  return (yield call(callApi, deps, API_PATHS.getUploadSignature, {}, options)) as ServiceResponse<UploadSignature> | null;
}

export function* getRolePermissions(
  deps: AppDeps,
  request: RolePermissionsRequest,
  options?: CallOptions,
): Answer<RolePermissionsResponse> {
  return (yield call(callApi, deps, API_PATHS.getRolePermissions, request, options)) as ServiceResponse<RolePermissionsResponse> | null;
}

/** HTTP 400 answers are the form's feedback here (a wrong current password), not a sign-out. */
export function* changePassword(deps: AppDeps, request: ChangePasswordRequest): Answer<null> {
  return (yield call(callApi, deps, API_PATHS.changePassword, request, { formErrors: true })) as ServiceResponse<null> | null;
}
