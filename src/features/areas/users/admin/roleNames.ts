import { ROLE } from '../../../../../contract/roles';

const KEYS: Record<number, string> = {
  [ROLE.creator]: 'userAdmin.roles.creator',
  [ROLE.viewer]: 'userAdmin.roles.viewer',
  [ROLE.manager]: 'userAdmin.roles.manager',
  [ROLE.admin]: 'userAdmin.roles.admin',
  [ROLE.superAdmin]: 'userAdmin.roles.superAdmin',
};

/** The i18n key of a role's name. */
export const roleNameKey = (roleId: number): string => KEYS[roleId] ?? 'userAdmin.roles.unknown';
