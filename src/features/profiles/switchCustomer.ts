import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { CustomerProfile } from '../../../contract/profiles';
import { STORAGE_KEYS, toastRequested, type conflictReceived } from '../../api';
import { withSpinner } from '../chrome';
import type { AppDeps } from '../../platform/deps';
import { switchCustomerTokens, type SwitchResult } from '../session';
import { customerSwitchFailed, customerSwitchRequested, customerSwitchStarted, type profileSelected } from './events';
import { ensureProfilesLoaded } from './loadProfiles';
import { findProfile, selectCurrentCustomerId } from './selectors';

/**
 * A cancelled switch still finishes its token exchange (a rotated refresh token must not be lost),
 * so after a refusal the stored tokens may belong to a customer this tab does not show: follow them.
 */
function* followStoredCustomer(deps: AppDeps): SagaIterator<void> {
  const stored = Number(deps.storage.getItem(STORAGE_KEYS.customerId) ?? NaN);
  const current = (yield select(selectCurrentCustomerId)) as number | null;
  if (Number.isInteger(stored) && stored !== current) yield call(switchCustomerTokens, deps, stored);
}

/**
 * One switch, run under takeLatest so a newer request cancels an older one (docs/conventions.md §5).
 * The server decides: it issues tokens scoped to the customer only for an unlocked membership; on
 * success the session adopts them and announces customerSwitched here and in the other tabs.
 */
export function* switchCustomer(deps: AppDeps, action: ReturnType<typeof customerSwitchRequested>): SagaIterator<void> {
  const { customerId } = action.payload;
  yield put(customerSwitchStarted({ customerId }));
  const spinning = withSpinner<[AppDeps, number], SwitchResult>;
  const result = (yield call(spinning, switchCustomerTokens, deps, customerId)) as SwitchResult;
  if (result.ok) return;
  yield put(customerSwitchFailed({ customerId, message: result.message }));
  yield put(
    result.message
      ? toastRequested({ message: result.message, variant: 'error' })
      : toastRequested({ messageKey: 'profiles.switch.failed', variant: 'error' }),
  );
  yield call(followStoredCustomer, deps);
}

/** Only an unlocked profile of the user that is not already current is worth a request. */
function* switchable(customerId: number): SagaIterator<CustomerProfile | 'current' | null> {
  const profile = (yield select(findProfile, customerId)) as CustomerProfile | undefined;
  if (!profile || profile.isLocked) return null;
  const current = (yield select(selectCurrentCustomerId)) as number | null;
  return current === customerId ? 'current' : profile;
}

/** The popup's choice (§4: a non-current, non-locked profile switches). */
export function* onProfileSelected(action: ReturnType<typeof profileSelected>): SagaIterator<void> {
  const { customerId } = action.payload;
  const target = (yield call(switchable, customerId)) as CustomerProfile | 'current' | null;
  if (target === 'current') return;
  if (target === null) {
    yield put(toastRequested({ messageKey: 'profiles.switch.unavailable', variant: 'error' }));
    return;
  }
  yield put(customerSwitchRequested({ customerId, source: 'selector' }));
}

/** HTTP 409 '##{customerId}': switch to that customer if it is one of the user's (§8). */
export function* onConflict(deps: AppDeps, action: ReturnType<typeof conflictReceived>): SagaIterator<void> {
  const { customerId, message } = action.payload;
  if (customerId === null) {
    console.warn('A conflict named no customer to switch to:', message);
    return;
  }
  yield call(ensureProfilesLoaded, deps);
  const target = (yield call(switchable, customerId)) as CustomerProfile | 'current' | null;
  if (target === null) {
    console.warn(`A conflict named customer ${customerId}, which is not one of this user's profiles; ignored`);
    return;
  }
  if (target === 'current') return;
  yield put(customerSwitchRequested({ customerId, source: 'conflict' }));
}
