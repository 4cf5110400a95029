import type { AppDeps } from '../platform/deps';

export function* sessionSaga(_deps: AppDeps): Generator {
  // Boot, login, refresh, idle and logout flows are built in the session feature.
}
