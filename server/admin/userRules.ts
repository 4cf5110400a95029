import { ROLE, type RoleId } from '../../contract';
import { grantableBy, outranks, rankOf } from '../access/authority';
import type { Caller } from '../auth/guard';
import type { Queryable } from '../db/port';
import { ServiceFailure, fieldFailure } from '../errors';
import { administratorCount, isMember, isSupport, organisationExists, organisationsOf, rolesIn } from './userStore';

/** The refusals of user administration (§2): each a clear 4xx that changes nothing. */
export const NO_SUCH_USER = 'No such user';
export const NO_SUCH_ORGANISATION = 'No such organisation';
export const OUTSIDE_ORGANISATION = 'You can only manage users of your own organisation';
export const ORGANISATION_REQUIRED = 'The organisation is required';
export const ROLE_ABOVE_YOURS = 'Your role cannot grant or withdraw this role';
export const MEMBER_ABOVE_YOU = 'This member’s role is above yours';
export const LAST_ADMINISTRATOR = 'This would leave the organisation without an administrator';
export const NOT_YOURSELF = 'You cannot do this to your own account';
export const OTHER_ORGANISATIONS = 'This user belongs to other organisations too: lock or remove their membership instead';
export const USERNAME_TAKEN = 'This username is already taken';
export const NOT_A_MEMBER = 'This user is not a member of that organisation';
export const HAS_CONTENT = 'This member authored content in the organisation: lock the membership instead';

/**
 * Where a caller administers users: the support role everywhere (organisation null); anyone
 * else only in their session's organisation. `rank` places them in the order of authority
 * (access/authority.ts), which decides the roles they hand out and the members they act on.
 */
export interface AdminScope {
  support: boolean;
  organisationId: number | null;
  rank: number;
  grantable: readonly RoleId[];
}

export async function scopeOf(q: Queryable, caller: Caller): Promise<AdminScope> {
  if (await isSupport(q, caller.userId, ROLE.superAdmin)) {
    const rank = rankOf([ROLE.superAdmin]);
    return { support: true, organisationId: null, rank, grantable: grantableBy(rank) };
  }
  if (caller.customerId === null || caller.customerUserId === null) throw new ServiceFailure(403, OUTSIDE_ORGANISATION);
  const rank = rankOf(await rolesIn(q, caller.userId, caller.customerId));
  return { support: false, organisationId: caller.customerId, rank, grantable: grantableBy(rank) };
}

/** The organisation a change concerns: the one named (support) or the caller's own (anyone else). */
export async function organisationFor(q: Queryable, scope: AdminScope, named: number | undefined): Promise<number> {
  if (!scope.support) {
    if (named !== undefined && named !== scope.organisationId) throw new ServiceFailure(403, OUTSIDE_ORGANISATION);
    return scope.organisationId as number;
  }
  if (named === undefined) throw fieldFailure('organisationId', 'required', ORGANISATION_REQUIRED);
  if (!(await organisationExists(q, named))) throw new ServiceFailure(404, NO_SUCH_ORGANISATION);
  return named;
}

/** A user the caller may see: any for the support role, members of their organisation for anyone else (others answer as missing). */
export async function requireVisibleUser(q: Queryable, scope: AdminScope, userId: number): Promise<void> {
  const exists = await q.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  if (exists.length === 0) throw new ServiceFailure(404, NO_SUCH_USER);
  if (!scope.support && !(await isMember(q, userId, scope.organisationId as number))) throw new ServiceFailure(404, NO_SUCH_USER);
}

/** Every role granted or withdrawn must be one the caller's rank hands out (§6 order of authority). */
export function requireGrantable(scope: AdminScope, before: readonly RoleId[], after: readonly RoleId[]): void {
  const changed = [...after.filter((role) => !before.includes(role)), ...before.filter((role) => !after.includes(role))];
  if (changed.some((role) => !scope.grantable.includes(role))) throw new ServiceFailure(403, ROLE_ABOVE_YOURS);
}

/**
 * Nobody acts on a member above them in the order (§6): their roles in the organisation (or,
 * with `organisationId` null, anywhere) and any global role must be ones the caller handles.
 */
export async function requireOutranks(q: Queryable, scope: AdminScope, userId: number, organisationId: number | null): Promise<void> {
  if (!outranks(scope.rank, rankOf(await rolesIn(q, userId, organisationId)))) throw new ServiceFailure(403, MEMBER_ABOVE_YOU);
}

/** Counts each organisation's administrators before a change, to check after it within the same transaction. */
export async function administratorsBefore(q: Queryable, organisationIds: readonly number[]): Promise<Map<number, number>> {
  return new Map(await Promise.all(organisationIds.map(async (id) => [id, await administratorCount(q, id)] as const)));
}

/** Throws (so the transaction rolls back) when a change left an organisation that had an administrator without one. */
export async function requireAdministratorsKept(q: Queryable, before: Map<number, number>): Promise<void> {
  for (const [id, count] of before) {
    if (count > 0 && (await administratorCount(q, id)) === 0) throw new ServiceFailure(409, LAST_ADMINISTRATOR);
  }
}

/** A user's global state (active) is changed by a manager only for users who belong to no other organisation. */
export async function requireOwnsUserWholly(q: Queryable, scope: AdminScope, userId: number): Promise<number[]> {
  const organisations = await organisationsOf(q, userId);
  if (!scope.support && organisations.some((id) => id !== scope.organisationId)) throw new ServiceFailure(403, OTHER_ORGANISATIONS);
  return organisations;
}
