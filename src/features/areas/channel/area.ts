import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Audience › Channels, and a stored chat channel's page after sign-in (§4). */
export const channelArea: AreaDeclaration = {
  id: 'channel',
  roots: ['/channel'],
  section: 'audience',
  titles: { channel: titled('channel') },
  menu: [
    {
      id: 'audience.channels',
      section: 'audience',
      order: 2,
      target: route(PATHS.channelManage),
      labelKey: 'menu.item.audienceChannels',
      roles: WHO.manager,
      organisationRule: true,
      permission: 'channel.manage',
    },
  ],
  routes: [{ path: PATHS.channelEditRoot, roles: WHO.members, organisationRule: true }],
};
