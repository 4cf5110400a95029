import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { RoleId } from '../../../contract/roles';
import type { CustomerDetails, CustomerFlags, UserDetails } from '../../../contract/token';
import { STORAGE_KEYS, toastRequested } from '../../api';
import { homeForRoles, isPublicPath } from '../../config/paths';
import type { AppDeps, KeyValueStorage } from '../../platform/deps';
import { selectCustomer, selectCustomerFlags, selectRoles, selectUser } from '../session';

/**
 * The route rule of the menu feature (its isRouteAllowed), passed in by the app: the menu shows
 * this feature's selector, so importing it back would make a cycle.
 */
export type RouteRule = (pathname: string, context: { roles: readonly RoleId[]; flags: CustomerFlags; userId: number | null }) => boolean;

const APP_KEY_PREFIX = 'takeflow.';
const SESSION_KEYS = new Set<string>(Object.values(STORAGE_KEYS));

/**
 * Stored list filters, sorts and search state describe the old customer's lists (§4): every
 * app key that is not one of the session's own keys goes. Other origins' libraries are left be.
 */
function clearCustomerScopedStorage(storage: KeyValueStorage): void {
  for (const key of storage.keys()) {
    if (key.startsWith(APP_KEY_PREFIX) && !SESSION_KEYS.has(key)) storage.removeItem(key);
  }
}

/**
 * After a switch, made here or adopted from another tab: drop the old customer's stored state,
 * say which customer the user is in now, then stay on the current route when the new customer
 * allows it, else go to the role's home and say why (§4). Logo, flags, menu and counts
 * derive from the session's customer and follow by themselves.
 */
export function* followSwitch(deps: AppDeps, loadRouteRule: () => Promise<RouteRule>): SagaIterator<void> {
  clearCustomerScopedStorage(deps.storage);
  const customer = (yield select(selectCustomer)) as CustomerDetails | null;
  const name = customer?.name ?? '';
  const pathname = deps.location.pathname();
  if (isPublicPath(pathname)) return;
  const roles = (yield select(selectRoles)) as RoleId[];
  const flags = (yield select(selectCustomerFlags)) as CustomerFlags;
  const user = (yield select(selectUser)) as UserDetails | null;
  const isRouteAllowed = (yield call(loadRouteRule)) as RouteRule;
  if (isRouteAllowed(pathname, { roles, flags, userId: user?.userId ?? null })) {
    yield put(toastRequested({ messageKey: 'profiles.switch.nowIn', values: { name }, variant: 'success' }));
    return;
  }
  deps.navigate(homeForRoles(roles), { replace: true });
  yield put(toastRequested({ messageKey: 'profiles.switch.routeRefused', values: { name, path: pathname }, variant: 'info' }));
}
