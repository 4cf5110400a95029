import type { SagaIterator } from 'redux-saga';
import { put, select, takeLatest } from 'redux-saga/effects';
import { toastRequested } from '../../../api';
import { homeForRoles } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { selectIsSignedIn, selectRoles } from '../../session';
import { routeRefused } from '../events';

/**
 * A refused route: the user goes to their home, and a toast says why (§4, §6). Once the
 * session has ended its roles are gone and every route looks refused; the ending's own
 * navigation (§4 idle, logout) must win, so a refusal then is ignored.
 */
function* sendHome(deps: AppDeps): SagaIterator<void> {
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (!signedIn) return;
  const roles: ReturnType<typeof selectRoles> = yield select(selectRoles);
  yield put(toastRequested({ messageKey: 'menu.guard.notAllowed', variant: 'warning' }));
  deps.navigate(homeForRoles(roles), { replace: true });
}

export function* guardSaga(deps: AppDeps): SagaIterator<void> {
  yield takeLatest(routeRefused, sendHome, deps);
}
