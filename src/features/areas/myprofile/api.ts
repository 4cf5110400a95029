import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { API_PATHS } from '../../../../contract/config';
import type { ServiceResponse } from '../../../../contract/envelope';
import type { ActiveSignInsResponse, EndSignInRequest, EndedSignInsResponse, SignInActivityResponse } from '../../../../contract/myProfile';
import { callApi } from '../../../api';
import type { AppDeps } from '../../../platform/deps';

/** The personal profile's calls, each through the one request pipeline (callApi). Declared here, in the area's own chunk, not in the shell's src/api. */
type Answer<T> = SagaIterator<ServiceResponse<T> | null>;

export function* getSignInActivity(deps: AppDeps): Answer<SignInActivityResponse> {
  return (yield call(callApi, deps, API_PATHS.getSignInActivity, {})) as ServiceResponse<SignInActivityResponse> | null;
}

export function* getActiveSignIns(deps: AppDeps): Answer<ActiveSignInsResponse> {
  return (yield call(callApi, deps, API_PATHS.getActiveSignIns, {})) as ServiceResponse<ActiveSignInsResponse> | null;
}

export function* endSignIn(deps: AppDeps, request: EndSignInRequest): Answer<EndedSignInsResponse> {
  return (yield call(callApi, deps, API_PATHS.endSignIn, request)) as ServiceResponse<EndedSignInsResponse> | null;
}

export function* endOtherSignIns(deps: AppDeps): Answer<EndedSignInsResponse> {
  return (yield call(callApi, deps, API_PATHS.endOtherSignIns, {})) as ServiceResponse<EndedSignInsResponse> | null;
}
