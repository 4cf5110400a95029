import type { AppDeps } from '../platform/deps';

export function* chromeSaga(_deps: AppDeps): Generator {
  // Screen width, update polling and the service worker are built in the chrome feature.
}
