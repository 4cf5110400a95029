import { all, call } from 'redux-saga/effects';
import { chromeSaga } from '../chrome';
import { liveSaga } from '../live';
import { menuSaga } from '../menu';
import type { AppDeps } from '../platform/deps';
import { profilesSaga } from '../profiles';
import { sessionSaga } from '../session';

/** The menu's route rule, loaded on the first customer switch (see ProfilesRules). */
const loadRouteRule = () => import(/* webpackChunkName: "route-access" */ '../menu/routeAccess').then((module) => module.isRouteAllowed);

export function* rootSaga(deps: AppDeps) {
  yield all([call(sessionSaga, deps), call(profilesSaga, deps, { loadRouteRule }), call(menuSaga, deps), call(chromeSaga, deps), call(liveSaga, deps)]);
}
