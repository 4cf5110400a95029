import type { SagaIterator } from 'redux-saga';
import { call, takeLeading } from 'redux-saga/effects';
import type { AppDeps } from '../../../platform/deps';
import { ssoRequested } from '../events';

const loadStart = () => import(/* webpackChunkName: "sso" */ './ssoStart');

function* start(deps: AppDeps, { payload }: ReturnType<typeof ssoRequested>): SagaIterator<void> {
  const module: Awaited<ReturnType<typeof loadStart>> = yield call(loadStart);
  yield call(module.leaveForSso, deps, payload.providerId);
}

/** "Sign in with …": the browser goes to the server's start address (src/features/session/sso/ssoStart). */
export function* ssoSaga(deps: AppDeps): SagaIterator<void> {
  yield takeLeading(ssoRequested, start, deps);
}
