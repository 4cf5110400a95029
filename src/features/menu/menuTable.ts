import { AREAS, menuEntriesOf } from '../areas';

/**
 * Every sidebar entry of §2, derived from the area registry (each area declares its own
 * entries in src/features/areas/<id>/area.ts); visibleMenu.ts applies the rules.
 *
 * Role ids: §6 gives two readings of 1532 and 1632. Where they disagree we follow the role
 * names, as contract/roles.ts does: 1532 is the content manager ("manager only" entries) and 1632
 * the organisation admin, who sees the entries §2 names for admins (users, roles, directory)
 * rather than "nearly everything" of the id-based reading. The quick-record button therefore goes
 * to creator and manager, not to ids 1232 and 1632.
 */
export const MENU_TABLE = menuEntriesOf(AREAS);

export { SECTIONS } from '../areas';
export type { MenuEntry, SectionId } from '../areas';
