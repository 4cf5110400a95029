import type { CountKey } from '../../../contract/counts';
import type { RoleId } from '../../../contract/roles';
import type { CustomerFlags } from '../../../contract/token';
import {
  MENU_COLLAPSE_WIDTH,
  MIN_SUPPORTED_WIDTH,
  SIDEBAR_PANEL_WIDTH,
  SIDEBAR_RAIL_WIDTH,
  SLIDE_OUT_COLLAPSE_WIDTH,
  SLIDE_OUT_WIDTH_COLLAPSED,
  SLIDE_OUT_WIDTH_EXPANDED,
} from '../../config/constants';
import { PATHS } from '../../config/paths';
import { isUnder } from '../areas';
import { isSupportRole, makesRecordings, ruleAllows, type Grants } from './accessRules';
import { MENU_TABLE, SECTIONS, type MenuEntry, type SectionId } from './menuTable';
import { sectionOfPath } from './sectionOfPath';

export interface MenuContext extends Grants {
  roles: readonly RoleId[];
  flags: CustomerFlags;
  width: number;
  pathname: string;
  userId: number | null;
  /** The analytics site (AppConfig.analyticsUrl); the landing page stands in when it is not known. */
  analyticsUrl?: string;
}

export interface VisibleItem {
  id: string;
  section: SectionId;
  group?: MenuEntry['group'];
  labelKey: string;
  kind: 'route' | 'external' | 'analytics' | 'logout';
  /** The link target; null for log out, which is an action. */
  href: string | null;
  newTab: boolean;
  countKey?: CountKey;
  active: boolean;
}

export interface VisibleSection {
  id: SectionId;
  titleKey: string;
  /** Where the section's own entry (its rail button) leads. */
  entryHref: string | null;
  items: VisibleItem[];
  active: boolean;
}

export interface MenuLayout {
  reduced: boolean;
  menuCollapsed: boolean;
  slideOutCollapsed: boolean;
  sidebarWidth: number;
  slideOutWidth: number;
}

export interface VisibleMenu {
  layout: MenuLayout;
  sections: VisibleSection[];
  quickRecordHref: string | null;
  /** Profile links of the bottom flyout, only on account, myprofile and integrations routes (§2). */
  flyout: VisibleItem[] | null;
  showCounts: boolean;
  currentSection: SectionId | null;
}

/** Width rules of §4 and §9. */
export function menuLayout(width: number): MenuLayout {
  const menuCollapsed = width < MENU_COLLAPSE_WIDTH;
  const slideOutCollapsed = width < SLIDE_OUT_COLLAPSE_WIDTH;
  return {
    reduced: width < MIN_SUPPORTED_WIDTH,
    menuCollapsed,
    slideOutCollapsed,
    sidebarWidth: menuCollapsed ? SIDEBAR_RAIL_WIDTH : SIDEBAR_RAIL_WIDTH + SIDEBAR_PANEL_WIDTH,
    slideOutWidth: slideOutCollapsed ? SLIDE_OUT_WIDTH_COLLAPSED : SLIDE_OUT_WIDTH_EXPANDED,
  };
}

export { isSupportRole } from './accessRules';

function entryShows(entry: MenuEntry, ctx: MenuContext): boolean {
  if (!ruleAllows(entry, ctx)) return false;
  if (entry.target.kind === 'ownProfile' && ctx.userId === null) return false;
  return true;
}

function hrefOf(entry: MenuEntry, userId: number | null, analyticsUrl: string | undefined): string | null {
  switch (entry.target.kind) {
    case 'route':
      return entry.target.path;
    case 'ownProfile':
      return PATHS.accountProfile(userId ?? '');
    case 'external':
      return entry.target.href;
    case 'analytics':
      return analyticsUrl || PATHS.analyticsLanding;
    case 'logout':
      return null;
  }
}

/** The one item the current route is at or under; the longest route wins (§4 active item). */
function activeItemId(items: readonly VisibleItem[], pathname: string): string | null {
  let best: VisibleItem | null = null;
  for (const item of items) {
    if (item.kind !== 'route' || !item.href || !isUnder(pathname, item.href)) continue;
    if (!best || item.href.length > (best.href?.length ?? 0)) best = item;
  }
  return best?.id ?? null;
}

/** Which sidebar entries a user sees, and where (§2, §4, §6). Pure: no store, no window. */
export function visibleMenu(ctx: MenuContext): VisibleMenu {
  const layout = menuLayout(ctx.width);
  const support = isSupportRole(ctx.roles);
  let entries = MENU_TABLE.filter((entry) => entryShows(entry, ctx));
  if (layout.reduced) {
    // §2: below 1280 only the profile item and log out remain; group menus are hidden.
    const profileItem = entries.find((entry) => entry.reduced === 'profile');
    entries = entries.filter((entry) => entry === profileItem || entry.reduced === 'logout');
  }
  const items: VisibleItem[] = entries.map((entry) => ({
    id: entry.id,
    section: entry.section,
    group: entry.group,
    labelKey: entry.labelKey,
    kind: entry.target.kind === 'ownProfile' ? 'route' : entry.target.kind,
    href: hrefOf(entry, ctx.userId, ctx.analyticsUrl),
    newTab: Boolean(entry.newTab),
    countKey: support ? undefined : entry.countKey,
    active: false,
  }));
  const activeId = activeItemId(items, ctx.pathname);
  for (const item of items) item.active = item.id === activeId;
  const currentSection = sectionOfPath(ctx.pathname, support);

  const sections = SECTIONS.map((def): VisibleSection => {
    const own = items.filter((item) => item.section === def.id);
    const proEdits = own.find((item) => item.id === 'create.proEdits');
    // §2: for a pro-edit vendor the Create entry goes to /pro-edits/list.
    const entryHref = proEdits ? PATHS.proEditsList : (own.find((item) => item.kind === 'route')?.href ?? null);
    return {
      id: def.id,
      titleKey: def.titleKey,
      entryHref,
      items: own,
      active: own.some((item) => item.active) || def.id === currentSection,
    };
  }).filter((section) => section.items.length > 0);

  const onProfileRoute = ['account', 'myprofile', 'integrations'].includes(ctx.pathname.split('/')[1] ?? '');
  const flyout = !layout.reduced && onProfileRoute ? items.filter((item) => item.section === 'profile' && item.kind === 'route') : null;
  const makes = makesRecordings(ctx.roles) && (!ctx.permissions || ctx.permissions.has('quickRecord.use'));

  return {
    layout,
    sections,
    quickRecordHref: makes && !layout.reduced ? PATHS.clipsAdd : null,
    flyout,
    showCounts: !support,
    currentSection,
  };
}
