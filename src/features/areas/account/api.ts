import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { API_PATHS } from '../../../../contract/config';
import type { ServiceResponse } from '../../../../contract/envelope';
import type { UpdateUserProfileRequest, UserProfile, UserProfileRequest } from '../../../../contract/myProfile';
import { callApi } from '../../../api';
import type { AppDeps } from '../../../platform/deps';

/** The profile page's calls, through the one request pipeline (callApi), in the account area's own chunk. */
type Answer<T> = SagaIterator<ServiceResponse<T> | null>;

export function* getUserProfile(deps: AppDeps, request: UserProfileRequest): Answer<UserProfile> {
  return (yield call(callApi, deps, API_PATHS.getUserProfile, request)) as ServiceResponse<UserProfile> | null;
}

/** Its 400 answers (a blank name, a picture that is not the user's) come back for the form to show in place. */
export function* updateUserProfile(deps: AppDeps, request: UpdateUserProfileRequest): Answer<UserProfile> {
  return (yield call(callApi, deps, API_PATHS.updateUserProfile, request, { formErrors: true })) as ServiceResponse<UserProfile> | null;
}
