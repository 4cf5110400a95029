import { ROLE, type RoleId } from '../../../../../contract/roles';

/** The organisation roles an administrator hands out (§6), in the order forms show them. */
export const ORGANISATION_ROLES: readonly RoleId[] = [ROLE.creator, ROLE.viewer, ROLE.manager, ROLE.admin];

const KEYS: Record<number, string> = {
  [ROLE.creator]: 'userAdmin.roles.creator',
  [ROLE.viewer]: 'userAdmin.roles.viewer',
  [ROLE.manager]: 'userAdmin.roles.manager',
  [ROLE.admin]: 'userAdmin.roles.admin',
  [ROLE.superAdmin]: 'userAdmin.roles.superAdmin',
};

/** The i18n key of a role's name. */
export const roleNameKey = (roleId: number): string => KEYS[roleId] ?? 'userAdmin.roles.unknown';
