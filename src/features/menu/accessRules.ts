import type { Permission } from '../../../contract/permissions';
import { ROLE, type RoleId } from '../../../contract/roles';
import type { CustomerFlags } from '../../../contract/token';
import type { AccessRule } from '../areas';

/**
 * §6's rules as one function over data: who sees a sidebar entry or opens a route. The
 * rules themselves are declared by each area (src/features/areas/<id>/area.ts).
 */
export interface Grants {
  roles: readonly RoleId[];
  flags: CustomerFlags;
  /**
   * The permissions of the user's roles (the role permission call); null until they have loaded,
   * when the roles alone decide.
   */
  permissions?: ReadonlySet<Permission> | null;
}

export const isSupportRole = (roles: readonly RoleId[]) => roles.includes(ROLE.superAdmin);

/** §6: viewer or creator with the hide-organisation control off, or admin or manager. */
export function seesOrganisation(roles: readonly RoleId[], flags: CustomerFlags): boolean {
  if (roles.includes(ROLE.admin) || roles.includes(ROLE.manager)) return true;
  return (roles.includes(ROLE.viewer) || roles.includes(ROLE.creator)) && !flags.hideOrganisation;
}

/** §6 quick-record button: creator and manager. */
export const makesRecordings = (roles: readonly RoleId[]) => roles.includes(ROLE.creator) || roles.includes(ROLE.manager);

export function ruleAllows(rule: AccessRule, grants: Grants): boolean {
  if (!rule.roles.some((role) => grants.roles.includes(role))) return false;
  if (rule.flags && !rule.flags.every((flag) => grants.flags[flag])) return false;
  if (rule.organisationRule && !seesOrganisation(grants.roles, grants.flags)) return false;
  if (rule.permission && grants.permissions && !grants.permissions.has(rule.permission)) return false;
  return true;
}
