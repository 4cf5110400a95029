import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { AppDeps } from '../../platform/deps';
import { analyticsSaga } from './analytics/analyticsSaga';
import { countsSaga } from './counts/countsSaga';
import { guardSaga } from './guard/guardSaga';

/** The menu feature's sagas: counts polling, the Analytics entry and the route guard. */
export function* menuSaga(deps: AppDeps): SagaIterator<void> {
  yield all([call(countsSaga, deps), call(analyticsSaga, deps), call(guardSaga, deps)]);
}
