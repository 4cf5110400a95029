import { PATHS } from '../../../config/paths';
import { titled, WHO, type AreaDeclaration } from '../declaration';

/** /settings, seen through menu links (§2): the member's own preferences. */
export const settingsArea: AreaDeclaration = {
  id: 'settings',
  roots: [PATHS.settings],
  section: 'profile',
  titles: { settings: titled('settings') },
  routes: [{ path: PATHS.settings, roles: WHO.members }],
};
