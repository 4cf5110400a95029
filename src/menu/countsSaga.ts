import type { AppDeps } from '../platform/deps';

export function* countsSaga(_deps: AppDeps): Generator {
  // The counts feature polls getMenuNotificationCount.
}
