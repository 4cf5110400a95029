import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Home: the inbox of programs shared with the user, and channels. */
export const homeArea: AreaDeclaration = {
  id: 'home',
  roots: [PATHS.home],
  section: 'home',
  titles: { home: titled('home') },
  menu: [
    {
      id: 'home.library',
      section: 'home',
      order: 1,
      target: route(PATHS.homeLibrary),
      labelKey: 'menu.item.homeLibrary',
      roles: WHO.members,
      countKey: 'inboxLibraryCount',
      permission: 'inbox.view',
    },
    {
      id: 'home.new',
      section: 'home',
      order: 2,
      target: route(PATHS.homeNewPrograms),
      labelKey: 'menu.item.homeNew',
      roles: WHO.members,
      countKey: 'inboxNewCount',
      permission: 'inbox.view',
    },
    {
      id: 'home.viewed',
      section: 'home',
      order: 3,
      target: route(PATHS.homeCompletedPrograms),
      labelKey: 'menu.item.homeViewed',
      roles: WHO.members,
      countKey: 'inboxWatchedCount',
      permission: 'inbox.view',
    },
    {
      id: 'home.channels',
      section: 'home',
      order: 4,
      target: route(PATHS.homeChannelAll),
      labelKey: 'menu.item.homeChannels',
      roles: WHO.members,
      organisationRule: true,
    },
  ],
  routes: [
    { path: PATHS.home, exact: true, roles: WHO.members },
    { path: PATHS.homeChannel, roles: WHO.members, organisationRule: true },
    { path: PATHS.homeDiscoverChannel, roles: WHO.members, organisationRule: true },
    { path: PATHS.homeProgram, roles: WHO.members, permission: 'inbox.view' },
  ],
};
