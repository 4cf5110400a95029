import type { SagaIterator } from 'redux-saga';
import { all, fork, takeEvery, takeLatest } from 'redux-saga/effects';
import { conflictReceived } from '../../api';
import type { AppDeps } from '../../platform/deps';
import { customerSwitched } from '../session';
import { watchCustParam } from './custLink';
import { customerSwitchRequested, profileSelected } from './events';
import { followSwitch, type RouteRule } from './followSwitch';
import { watchProfileLoads } from './loadProfiles';
import { onConflict, onProfileSelected, switchCustomer } from './switchCustomer';

export interface ProfilesRules {
  /**
   * Loads whether the signed-in user may be on a route (the menu's rule, §6). Loaded on the
   * first switch: the rule carries the whole menu table, which /login does not need (docs/conventions.md §14).
   */
  loadRouteRule: () => Promise<RouteRule>;
}

/** Profiles: loading, the selector's choice, 409 conflicts, `?cust=` links and switching (§4). */
export function* profilesSaga(deps: AppDeps, rules: ProfilesRules): SagaIterator<void> {
  yield all([
    fork(watchProfileLoads, deps),
    takeLatest(customerSwitchRequested.type, switchCustomer, deps),
    takeEvery(profileSelected.type, onProfileSelected),
    takeEvery(conflictReceived.type, onConflict, deps),
    takeEvery(customerSwitched.type, followSwitch, deps, rules.loadRouteRule),
    fork(watchCustParam, deps),
  ]);
}
