import { ERROR_MESSAGES } from '../contract';

/** §8: the client clears its caches and signs in again when it sees this prefix. */
export const OUTDATED_CLIENT_MESSAGE = `${ERROR_MESSAGES.clearCachePrefix} Ctrl+Shift+R (Windows) or Cmd+Shift+R (Mac).`;

/**
 * Numeric parts of a dotted version ('1.10.2' → [1, 10, 2]). A pre-release or build suffix
 * ('-beta.1', '+sha') is ignored, and a part without leading digits counts as 0.
 */
function parts(version: string): number[] {
  return (version.trim().replace(/^v/i, '').split(/[-+]/)[0] ?? '').split('.').map((part) => {
    const digits = /^\d+/.exec(part);
    return digits === null ? 0 : Number(digits[0]);
  });
}

/** Negative when a is older than b, 0 when equal, positive when newer; missing parts are 0. */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A client is outdated when it announces a version older than the server's; no header, no check. */
export function isOutdatedClient(clientVersion: string | undefined, serverVersion: string): boolean {
  if (clientVersion === undefined || clientVersion.trim() === '') return false;
  return compareVersions(clientVersion, serverVersion) < 0;
}
