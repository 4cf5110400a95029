import { all, call } from 'redux-saga/effects';
import { chromeSaga } from '../chrome';
import { isRouteAllowed, menuSaga } from '../menu';
import type { AppDeps } from '../platform/deps';
import { profilesSaga } from '../profiles';
import { sessionSaga } from '../session';

export function* rootSaga(deps: AppDeps) {
  yield all([call(sessionSaga, deps), call(profilesSaga, deps, { isRouteAllowed }), call(menuSaga, deps), call(chromeSaga, deps)]);
}
