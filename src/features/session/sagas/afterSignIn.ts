import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { ServiceResponse } from '../../../../contract/envelope';
import type { ClientDetails, RolePermissionsRequest, RolePermissionsResponse } from '../../../../contract/permissions';
import { ROLE, type RoleId } from '../../../../contract/roles';
import type { TokenResponse } from '../../../../contract/token';
import { endpoints, type CallOptions } from '../../../api';
import { GEOLOCATION_TIMEOUT_MS } from '../../../config/constants';
import { homeForRoles, isPublicPath, PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { describeBrowser, isMobileAgent } from '../clientDetails';
import { rolePermissionsLoaded } from '../sessionMachine';
import { takeOneShotRedirects, takeSavedRoute } from '../storage';

interface AfterLoginFacts {
  roles: readonly RoleId[];
  chatChannel: string | null;
  meetingUserId: string | null;
  savedRoute: string | null;
}

/** §4 after login, in order: super-admin, stored chat channel, stored meeting user, saved route, home. */
export function destinationAfterLogin(facts: AfterLoginFacts): string {
  if (facts.roles.includes(ROLE.superAdmin)) return PATHS.superAdminCustomers;
  if (facts.chatChannel) return PATHS.channelEdit(facts.chatChannel);
  if (facts.meetingUserId) return PATHS.integrationsZoom;
  if (facts.savedRoute && !isPublicPath(facts.savedRoute.split('?')[0] ?? '')) return facts.savedRoute;
  return homeForRoles(facts.roles);
}

/** §3 client details; the location is added only when the browser gives it quickly. */
function* clientDetails(deps: AppDeps): SagaIterator<ClientDetails> {
  const details: ClientDetails = describeBrowser(deps.userAgent);
  if (!deps.geolocation) return details;
  const position: { latitude: number; longitude: number } | null = yield call(
    [deps.geolocation, deps.geolocation.locate],
    GEOLOCATION_TIMEOUT_MS,
  );
  return position ? { ...details, geoLocation: position } : details;
}

/** §6: permissions are loaded per role through the role permission call. */
export function* loadRolePermissions(deps: AppDeps, options?: CallOptions): SagaIterator<void> {
  const request: RolePermissionsRequest = {
    isLoggedInFromMobile: isMobileAgent(deps.userAgent),
    clientDetails: yield call(clientDetails, deps),
  };
  const answer: ServiceResponse<RolePermissionsResponse> | null = yield call(endpoints.getRolePermissions, deps, request, options);
  if (answer?.status === 'Ok' && answer.clientResponse) {
    yield put(rolePermissionsLoaded({ permissions: answer.clientResponse.rolePermissionVO }));
  }
}

/** Where a fresh sign-in goes, and the permission load of first-time or Default logins (§4). */
export function* afterSignIn(deps: AppDeps, tokens: TokenResponse): SagaIterator<void> {
  const to = destinationAfterLogin({
    roles: tokens.userRoles,
    ...takeOneShotRedirects(deps.storage),
    savedRoute: takeSavedRoute(deps.storage),
  });
  yield call(deps.navigate, to, { replace: true });
  if (tokens.additionalDetails.CustomerUserDetails?.isFirstTimeLogin || tokens.redirect === 'Default') {
    yield call(loadRolePermissions, deps);
  }
}
