import { signedInStorage as storedSignIn } from '../../../testing/signedInStorage';
import { WORLD_START } from './harness';

/** Storage of a tab that signed in a minute before the test starts. */
export function creatorSignedInStorage(extra: Record<string, string> = {}): Record<string, string> {
  return storedSignIn(
    { now: WORLD_START, tokenLife: 120_000, lastActive: WORLD_START - 60_000, username: 'creator@acme.test', rememberMe: true },
    extra,
  );
}
