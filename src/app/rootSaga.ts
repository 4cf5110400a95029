import { all, call } from 'redux-saga/effects';
import { chromeSaga } from '../chrome';
import { countsSaga } from '../menu';
import type { AppDeps } from '../platform/deps';
import { profilesSaga } from '../profiles';
import { sessionSaga } from '../session';

export function* rootSaga(deps: AppDeps) {
  yield all([call(sessionSaga, deps), call(profilesSaga, deps), call(countsSaga, deps), call(chromeSaga, deps)]);
}
