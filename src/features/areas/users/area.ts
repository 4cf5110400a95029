import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Audience › Users, and one user's page (/user) for whoever may list them. */
export const usersArea: AreaDeclaration = {
  id: 'users',
  roots: ['/users', PATHS.user],
  section: 'audience',
  titles: { users: titled('users'), user: titled('user') },
  menu: [
    {
      id: 'audience.users',
      section: 'audience',
      order: 1,
      target: route(PATHS.usersList),
      labelKey: 'menu.item.audienceUsers',
      roles: WHO.managerOrAdmin,
      permission: 'user.manage',
    },
  ],
  routes: [{ path: PATHS.user, roles: WHO.managerOrAdmin, alsoWith: PATHS.usersList }],
};
