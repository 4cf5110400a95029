import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Personal profile: change password, reports and log out, for every role. */
export const myProfileArea: AreaDeclaration = {
  id: 'myprofile',
  roots: [PATHS.myProfile, PATHS.changePassword],
  section: 'profile',
  titles: { myprofile: titled('myprofile'), changepassword: titled('changepassword') },
  menu: [
    {
      id: 'profile.changePassword',
      section: 'profile',
      order: 2,
      target: route(PATHS.myProfileChangePassword),
      labelKey: 'menu.item.profileChangePassword',
      roles: WHO.everyone,
      reduced: 'profile',
      permission: 'profile.changePassword',
    },
    {
      id: 'profile.reports',
      section: 'profile',
      order: 3,
      target: route(PATHS.myProfileReport),
      labelKey: 'menu.item.profileReports',
      roles: WHO.everyone,
      permission: 'report.download',
    },
    {
      id: 'profile.logout',
      section: 'profile',
      order: 4,
      target: { kind: 'logout' },
      labelKey: 'menu.item.profileLogout',
      roles: WHO.everyone,
      reduced: 'logout',
    },
  ],
  routes: [
    { path: PATHS.myProfile, roles: WHO.everyone },
    { path: PATHS.changePassword, roles: WHO.everyone },
  ],
};
