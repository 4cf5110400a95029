import { ROLE, type RoleId } from '../../contract';
import type { Membership } from './accounts';

export type CustomerChoice =
  { ok: true; membership: Membership | null } | { ok: false; error: 'invalid_request' | 'invalid_grant'; message: string };

/**
 * Which organisation a session runs in. An explicit request must name an unlocked membership;
 * otherwise the session keeps its current one if still usable, else starts in the profile
 * flagged for default login, else in the unlocked profile with the lowest sequence (§4).
 * Only the global support role may run without an organisation.
 */
export function chooseCustomer(input: {
  memberships: readonly Membership[];
  globalRoles: readonly RoleId[];
  requested: number | null;
  current: number | null;
}): CustomerChoice {
  const { memberships, requested } = input;
  if (requested !== null) {
    const membership = memberships.find((m) => m.customerId === requested);
    if (membership === undefined) {
      return { ok: false, error: 'invalid_request', message: `Organisation ${requested} is not available to this user` };
    }
    if (membership.isLocked) {
      return { ok: false, error: 'invalid_request', message: `Organisation ${requested} is locked for this user` };
    }
    return { ok: true, membership };
  }
  const unlocked = memberships.filter((m) => !m.isLocked);
  const chosen =
    unlocked.find((m) => m.customerId === input.current) ??
    unlocked.find((m) => m.isDefaultLogin) ??
    [...unlocked].sort((a, b) => a.sequence - b.sequence || a.customerId - b.customerId)[0];
  if (chosen !== undefined) return { ok: true, membership: chosen };
  if (memberships.length === 0 && input.globalRoles.includes(ROLE.superAdmin)) return { ok: true, membership: null };
  return { ok: false, error: 'invalid_grant', message: 'No organisation is available to this user' };
}
