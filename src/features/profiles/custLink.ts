import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { CustomerProfile } from '../../../contract/profiles';
import { toastRequested } from '../../api';
import type { AppDeps } from '../../platform/deps';
import { loginSucceeded, selectIsSignedIn, selectIsSuperAdmin, STORAGE_KEYS, tokenRefreshed } from '../session';
import { custParamSeen, customerSwitchRequested, profilesLoaded } from './events';
import { loadProfiles } from './loadProfiles';
import type { ProfilesState } from './profilesSlice';
import { findProfile, selectCurrentCustomerId, selectProfilesStatus } from './selectors';

const CUST_PARAM = 'cust';

function parseCustomerId(raw: string): number | null {
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** Drops `cust` from the address bar without a new history entry (§4). */
function removeCustFromUrl(deps: AppDeps) {
  const params = new URLSearchParams(deps.location.search());
  if (!params.has(CUST_PARAM)) return;
  params.delete(CUST_PARAM);
  const query = params.toString();
  deps.navigate(`${deps.location.pathname()}${query ? `?${query}` : ''}`, { replace: true });
}

/**
 * Acts on a stored customer profile id once the profiles are known: a valid one switches to it,
 * an invalid one is reported. Either way it is consumed, so later sign-ins start in the profile
 * the server chooses (customerDefaultLogin).
 */
function* applyStoredProfile(deps: AppDeps): SagaIterator<void> {
  const raw = deps.storage.getItem(STORAGE_KEYS.customerProfileId);
  if (raw === null) return;
  deps.storage.removeItem(STORAGE_KEYS.customerProfileId);
  const customerId = parseCustomerId(raw);
  const profile = customerId === null ? undefined : ((yield select(findProfile, customerId)) as CustomerProfile | undefined);
  if (customerId === null || !profile || profile.isLocked) {
    yield put(toastRequested({ messageKey: 'profiles.link.invalid', variant: 'warning' }));
    return;
  }
  if (((yield select(selectCurrentCustomerId)) as number | null) === customerId) return;
  yield put(customerSwitchRequested({ customerId, source: 'link' }));
}

/** `?cust=` on any route stores the id and validates it against the profiles (§4). */
function* handleCustParam(deps: AppDeps, raw: string): SagaIterator<void> {
  removeCustFromUrl(deps);
  if (parseCustomerId(raw) === null) {
    yield put(toastRequested({ messageKey: 'profiles.link.invalid', variant: 'warning' }));
    return;
  }
  deps.storage.setItem(STORAGE_KEYS.customerProfileId, raw.trim());
  // Not signed in: the id stays stored and the next password grant asks for that customer.
  if (!((yield select(selectIsSignedIn)) as boolean)) return;
  const status = (yield select(selectProfilesStatus)) as ProfilesState['status'];
  if (status === 'loaded' || ((yield select(selectIsSuperAdmin)) as boolean)) yield call(applyStoredProfile, deps);
  else if (status !== 'loading') yield call(loadProfiles, deps);
  // While loading, profilesLoaded applies it.
}

/** The super-admin has no profiles to wait for: a pending link is reported at once. */
function* onSignedIn(deps: AppDeps): SagaIterator<void> {
  if ((yield select(selectIsSuperAdmin)) as boolean) yield call(applyStoredProfile, deps);
}

export function* watchCustParam(deps: AppDeps): SagaIterator<void> {
  yield takeEvery(profilesLoaded.type, applyStoredProfile, deps);
  yield takeEvery([loginSucceeded.type, tokenRefreshed.type], onSignedIn, deps);
  yield takeEvery(custParamSeen.type, (action: ReturnType<typeof custParamSeen>) => handleCustParam(deps, action.payload.value));
  const atStart = new URLSearchParams(deps.location.search()).get(CUST_PARAM);
  if (atStart !== null) yield call(handleCustParam, deps, atStart);
}
