import { API_PATHS } from '../../contract/config';
import { ROLE, type RoleId } from '../../contract/roles';
import type { TokenResponse } from '../../contract/token';
import type { HttpRequest, HttpResponse } from '../platform/deps';
import { makeTokens } from '../features/session/testing/tokens';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from './fakeDeps';
import { signedInStorage } from './signedInStorage';

/** A token answer of a signed-in member of organisation 1 (the refresh at load, §4); the support role belongs to none (§6). */
export function tokenAnswer(roles: RoleId[] = [ROLE.creator], access = 'access-1'): TokenResponse {
  const member = !roles.includes(ROLE.superAdmin);
  return makeTokens({
    access,
    refresh: 'refresh-1',
    roles,
    customerId: member ? 1 : null,
    customerName: 'Acme Media',
    cookie: null,
  });
}

/**
 * Deps of a signed-in tab for a page that makes service calls: the token calls of the session
 * (refresh at load, revoke) are answered as the server would, every service call by `answer`,
 * and `serviceRequests` lists only the latter.
 */
export function signedInDeps(answer: (request: HttpRequest) => HttpResponse | Promise<HttpResponse>, roles: RoleId[] = [ROLE.creator]) {
  const clock = fakeClock();
  const serviceRequests: HttpRequest[] = [];
  const transport = fakeTransport((request) => {
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer(roles) };
    if (request.path === API_PATHS.revoke) return { status: 200, body: {} };
    if (request.path === API_PATHS.getRolePermissions)
      return { status: 200, body: { status: 'Ok', clientResponse: { rolePermissionVO: [] }, errorMessage: null } };
    if (request.path === API_PATHS.getCustomerProfiles || request.path === API_PATHS.getMenuNotificationCount)
      return { status: 200, body: { status: 'Ok', clientResponse: null, errorMessage: null } };
    serviceRequests.push(request);
    return answer(request);
  });
  const storage = memoryStorage(signedInStorage({ now: clock.nowMs(), tokenLife: 300_000, username: 'creator@acme.test' }));
  return { ...fakeDeps({ transport, storage, clock }), serviceRequests };
}
