import { PATHS } from '../../../config/paths';
import { titled, WHO, type AreaDeclaration } from '../declaration';

/** /inbox/newprograms, seen through menu links (§2). */
export const inboxArea: AreaDeclaration = {
  id: 'inbox',
  roots: ['/inbox'],
  section: 'home',
  titles: { inbox: titled('inbox') },
  routes: [{ path: PATHS.inboxNewPrograms, roles: WHO.members }],
};
