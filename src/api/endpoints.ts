import type { SagaIterator } from 'redux-saga';
import { callRef, type CallArg, type CallRef, type CallResponse, type ServiceCallName } from '../../contract/kit/callRef';
import type { ServiceResponse } from '../../contract/envelope';
import type { AppDeps } from '../platform/deps';
import { callApi, type CallOptions } from './callApi';

/** What one service call answers: its envelope, or null when the pipeline already handled the failure. */
export type Answer<T> = SagaIterator<ServiceResponse<T> | null>;

/**
 * A saga of one described service call (contract/calls): its request and answer types are the
 * call's own, and it goes through the one pipeline (callApi).
 */
export function serviceCall<N extends ServiceCallName>(call: CallRef<N>, fixed: CallOptions = {}) {
  return function* serviceCallSaga(deps: AppDeps, request: CallArg<N>, options: CallOptions = {}): Answer<CallResponse<N>> {
    return yield* callApi<CallResponse<N>>(deps, call.path, request ?? {}, { ...fixed, ...options });
  };
}

export const getCustomerProfiles = serviceCall(callRef('getCustomerProfiles'));

export const getMenuNotificationCount = serviceCall(callRef('getMenuNotificationCount'));

/** One signature per file, for a purpose; the server picks the key (§3 upload signature). */
export const getUploadSignature = serviceCall(callRef('getUploadSignature'));

export const getRolePermissions = serviceCall(callRef('getRolePermissions'));

/** HTTP 400 answers are the form's feedback here (a wrong current password), not a sign-out. */
export const changePassword = serviceCall(callRef('changePassword'), { formErrors: true });

/** Opens a program of Home; a not-viewed delivery becomes viewed on the server. */
export const getInboxProgram = serviceCall(callRef('getInboxProgram'));
