import { API_PATHS } from '../../../../contract/config';
import type { AppDeps } from '../../../platform/deps';

/** Leaves for the server's single sign-on start, which redirects to the provider. */
export function leaveForSso(deps: AppDeps, providerId: string): void {
  deps.location.reload(API_PATHS.ssoStart(providerId));
}
