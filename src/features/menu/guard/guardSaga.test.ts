import { ROLE } from '../../../../contract/roles';
import { toastRequested } from '../../../api';
import { sessionExpired, tokenRefreshed } from '../../session';
import { fakeDeps } from '../../../testing/fakeDeps';
import { sagaWorld } from '../../../testing/sagaWorld';
import { routeRefused } from '../events';
import { tokensFor } from '../testing/signedIn';
import { guardSaga } from './guardSaga';

/** The guard saga on the app's store; the actions it puts are recorded. */
function world() {
  const { deps, navigations } = fakeDeps();
  const { store, actions, stop } = sagaWorld(deps, { saga: guardSaga });
  const toasts = () => actions.filter((action) => toastRequested.match(action));
  return { store, navigations, toasts, stop };
}

test('a refused route sends a signed-in creator to their home with a toast that says why', () => {
  const w = world();
  w.store.dispatch(tokenRefreshed({ tokens: tokensFor({ roles: [ROLE.creator] }) }));
  w.store.dispatch(routeRefused({ pathname: '/organization/customer/manage' }));
  expect(w.navigations).toEqual(['/home/library']);
  expect(w.toasts().map((toast) => toast.payload)).toEqual([
    expect.objectContaining({ messageKey: 'menu.guard.notAllowed', variant: 'warning' }),
  ]);
  w.stop();
});

test('after the session has ended a refusal is ignored, so the ending navigation stands (§4)', () => {
  const w = world();
  w.store.dispatch(tokenRefreshed({ tokens: tokensFor({ roles: [ROLE.creator] }) }));
  w.store.dispatch(sessionExpired());
  w.store.dispatch(routeRefused({ pathname: '/home/library' }));
  expect(w.navigations).toEqual([]);
  expect(w.toasts()).toEqual([]);
  w.stop();
});
