import { INVITABLE_ROLES, ROLE, type RoleId } from '../../contract';

/**
 * The order of authority of user administration (§6), the one rule behind who may grant or
 * withdraw a role, change a role's permissions, or act on a member (change their roles, lock,
 * remove or deactivate them): support, then the organisation's admin, then its content manager,
 * then creators and viewers. A rank's holder handles every rank below theirs; an admin (and
 * support) also handles their own rank, so an organisation's admin grants the admin role and
 * administers fellow admins, while the last admin is kept by its own rule (userRules.ts).
 */
const RANK: Record<RoleId, number> = {
  [ROLE.viewer]: 1,
  [ROLE.creator]: 1,
  [ROLE.manager]: 2,
  [ROLE.admin]: 3,
  [ROLE.superAdmin]: 4,
};

/** The rank of someone holding these roles (0 for none). */
export function rankOf(roleIds: readonly number[]): number {
  return roleIds.reduce((highest, id) => Math.max(highest, RANK[id as RoleId] ?? 0), 0);
}

/** Whether a holder of `caller` rank may handle something of `subject` rank. */
export function outranks(caller: number, subject: number): boolean {
  return caller > subject || (caller >= RANK[ROLE.admin] && caller >= subject);
}

/** The organisation roles a holder of `rank` grants and withdraws: an admin all four, a content manager creator and viewer. */
export function grantableBy(rank: number): RoleId[] {
  return INVITABLE_ROLES.filter((role) => outranks(rank, RANK[role]));
}

/** Whether `rank` is the admin's or above: who changes every role of the matrix. */
export const isAdministratorRank = (rank: number): boolean => rank >= RANK[ROLE.admin];
