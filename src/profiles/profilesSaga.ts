import type { AppDeps } from '../platform/deps';

export function* profilesSaga(_deps: AppDeps): Generator {
  // Loading, switching, 409 and ?cust= are built in the profiles feature.
}
