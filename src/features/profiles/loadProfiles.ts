import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { ServiceResponse } from '../../../contract/envelope';
import type { CustomerProfileMap } from '../../../contract/profiles';
import { endpoints, toastRequested } from '../../api';
import type { AppDeps } from '../../platform/deps';
import { customerSwitched, isSessionEnd, loginSucceeded, selectIsSignedIn, selectIsSuperAdmin, tokenRefreshed } from '../session';
import { profilesLoaded, profilesLoadFailed, profilesLoadStarted } from './events';
import type { ProfilesState } from './profilesSlice';
import { selectProfilesStatus } from './selectors';

/** customeruser/getCustomerProfiles; an Error status shows its message as a toast (§7, §8). */
export function* loadProfiles(deps: AppDeps): SagaIterator<void> {
  yield put(profilesLoadStarted());
  const { response } = (yield race({
    response: call(endpoints.getCustomerProfiles, deps),
    ended: take(isSessionEnd),
  })) as { response?: ServiceResponse<CustomerProfileMap> | null };
  if (response === undefined) return;
  if (response === null) {
    yield put(profilesLoadFailed({ message: null }));
    return;
  }
  if (response.status !== 'Ok' || response.clientResponse === null) {
    yield put(profilesLoadFailed({ message: response.errorMessage }));
    if (response.errorMessage) yield put(toastRequested({ message: response.errorMessage, variant: 'error' }));
    return;
  }
  yield put(profilesLoaded({ profiles: response.clientResponse }));
}

/** Loads the profiles unless they are loaded or loading; false when there are none to use. */
export function* ensureProfilesLoaded(deps: AppDeps): SagaIterator<boolean> {
  const status = (yield select(selectProfilesStatus)) as ProfilesState['status'];
  if (status === 'loaded') return true;
  if (status === 'loading') {
    const outcome = (yield take([profilesLoaded, profilesLoadFailed, isSessionEnd])) as { type: string };
    return profilesLoaded.match(outcome);
  }
  const signedIn = (yield select(selectIsSignedIn)) as boolean;
  const superAdmin = (yield select(selectIsSuperAdmin)) as boolean;
  if (!signedIn || superAdmin) return false;
  yield call(loadProfiles, deps);
  return ((yield select(selectProfilesStatus)) as ProfilesState['status']) === 'loaded';
}

/**
 * On sign-in the profiles are always read again (another user may have signed in); on boot and in
 * tabs that adopt a session they are read once. The super-admin has none (§4).
 */
function* onSessionEstablished(deps: AppDeps, action: { type: string }): SagaIterator<void> {
  if ((yield select(selectIsSuperAdmin)) as boolean) return;
  const status = (yield select(selectProfilesStatus)) as ProfilesState['status'];
  if (status === 'loading') return;
  if (status === 'loaded' && !loginSucceeded.match(action)) return;
  yield call(loadProfiles, deps);
}

export function* watchProfileLoads(deps: AppDeps): SagaIterator<void> {
  yield takeEvery([loginSucceeded.type, tokenRefreshed.type, customerSwitched.type], onSessionEstablished, deps);
}
