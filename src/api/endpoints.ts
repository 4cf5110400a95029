import type { SagaIterator } from 'redux-saga';
import { API_PATHS } from '../../contract/config';
import type { MenuNotificationCountRequest, MenuNotificationCountResponse } from '../../contract/counts';
import type { ServiceResponse } from '../../contract/envelope';
import type { ProgramDetail } from '../../contract/inbox';
import type {
  ChangePasswordRequest,
  RolePermissionsRequest,
  RolePermissionsResponse,
  UploadSignature,
  UploadSignatureRequest,
} from '../../contract/permissions';
import type { CustomerProfileMap } from '../../contract/profiles';
import type { AppDeps } from '../platform/deps';
import { callApi, type CallOptions } from './callApi';

/** What one service call answers: its envelope, or null when the pipeline already handled the failure. */
export type Answer<T> = SagaIterator<ServiceResponse<T> | null>;

/**
 * One service call of §7, declared once by its path and its request and answer types; the saga
 * goes through the one pipeline (callApi). A call without a body declares its request as `void`.
 */
export function serviceCall<Request, Response>(path: string, fixed: CallOptions = {}) {
  return function* serviceCallSaga(deps: AppDeps, request: Request, options: CallOptions = {}): Answer<Response> {
    return yield* callApi<Response>(deps, path, request ?? {}, { ...fixed, ...options });
  };
}

export const getCustomerProfiles = serviceCall<void, CustomerProfileMap>(API_PATHS.getCustomerProfiles);

export const getMenuNotificationCount = serviceCall<MenuNotificationCountRequest, MenuNotificationCountResponse>(
  API_PATHS.getMenuNotificationCount,
);

/** One signature per file, for a purpose; the server picks the key (§3 upload signature). */
export const getUploadSignature = serviceCall<UploadSignatureRequest, UploadSignature>(API_PATHS.getUploadSignature);

export const getRolePermissions = serviceCall<RolePermissionsRequest, RolePermissionsResponse>(API_PATHS.getRolePermissions);

/** HTTP 400 answers are the form's feedback here (a wrong current password), not a sign-out. */
export const changePassword = serviceCall<ChangePasswordRequest, null>(API_PATHS.changePassword, { formErrors: true });

/** Opens a program of Home; a not-viewed delivery becomes viewed on the server. */
export const getInboxProgram = serviceCall<{ programId: number }, ProgramDetail>(API_PATHS.getInboxProgram);
