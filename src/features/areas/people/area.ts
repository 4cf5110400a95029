import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Organization › Directory and Advanced (the people search). */
export const peopleArea: AreaDeclaration = {
  id: 'people',
  roots: ['/peoplesearch'],
  section: 'organization',
  titles: { peoplesearch: titled('peoplesearch') },
  menu: [
    {
      id: 'organization.directory',
      section: 'organization',
      order: 1,
      target: route(PATHS.peopleSearchList),
      labelKey: 'menu.item.organizationDirectory',
      roles: WHO.members,
      organisationRule: true,
      countKey: 'directoryCount',
      permission: 'directory.view',
    },
    {
      id: 'organization.advanced',
      section: 'organization',
      order: 3,
      target: route(PATHS.peopleSearchAdvanced),
      labelKey: 'menu.item.organizationAdvanced',
      roles: WHO.manager,
      organisationRule: true,
      permission: 'organization.advanced',
    },
  ],
};
