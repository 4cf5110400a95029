import { call } from 'redux-saga/effects';
import { chromeSaga } from '../features/chrome';
import { liveSaga } from '../features/live';
import { menuSaga } from '../features/menu';
import type { AppDeps } from '../platform/deps';
import { profilesSaga } from '../features/profiles';
import { sessionSaga } from '../features/session';
import { superviseAll } from './supervise';

/** The menu's route rule, loaded on the first customer switch (see ProfilesRules). */
const loadRouteRule = () =>
  import(/* webpackChunkName: "route-access" */ '../features/menu/routeAccess').then((module) => module.isRouteAllowed);

/**
 * The feature sagas, each supervised. The session saga is reported, not restarted: starting it
 * again would boot the session a second time; the others restart on their own.
 */
export function* rootSaga(deps: AppDeps) {
  yield call(superviseAll, [
    { name: 'session', saga: sessionSaga, args: [deps], policy: 'report' },
    { name: 'profiles', saga: profilesSaga, args: [deps, { loadRouteRule }], policy: 'restart' },
    { name: 'menu', saga: menuSaga, args: [deps], policy: 'restart' },
    { name: 'chrome', saga: chromeSaga, args: [deps], policy: 'restart' },
    { name: 'live', saga: liveSaga, args: [deps], policy: 'restart' },
  ]);
}
