import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Audience › Contacts and Contact Lists, for managers. */
export const audienceArea: AreaDeclaration = {
  id: 'audience',
  roots: ['/audience'],
  section: 'audience',
  titles: { audience: titled('audience') },
  menu: [
    {
      id: 'audience.contacts',
      section: 'audience',
      order: 3,
      target: route(PATHS.audienceContacts),
      labelKey: 'menu.item.audienceContacts',
      roles: WHO.manager,
      permission: 'contact.manage',
    },
    {
      id: 'audience.contactList',
      section: 'audience',
      order: 4,
      target: route(PATHS.audienceContactList),
      labelKey: 'menu.item.audienceContactList',
      roles: WHO.manager,
      permission: 'contact.manage',
    },
  ],
};
