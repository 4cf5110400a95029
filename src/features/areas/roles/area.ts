import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Organization › Roles, for managers and admins. */
export const rolesArea: AreaDeclaration = {
  id: 'roles',
  roots: ['/roles'],
  section: 'organization',
  titles: { roles: titled('roles') },
  menu: [
    {
      id: 'organization.roles',
      section: 'organization',
      order: 4,
      target: route(PATHS.rolesCreator),
      labelKey: 'menu.item.organizationRoles',
      roles: WHO.managerOrAdmin,
      organisationRule: true,
      permission: 'role.manage',
    },
  ],
};
