import type { CountKey } from '../../../contract/counts';
import type { Permission } from '../../../contract/permissions';
import { ROLE, type RoleId } from '../../../contract/roles';
import type { CustomerFlags } from '../../../contract/token';

/**
 * The shape of one feature area's declaration (src/features/areas/registry.ts lists them). Everything the
 * shell knows about an area — its routes, menu entries, section, titles, who may open it and its
 * counts — is written here once; the route table, sidebar, section of a path, route guard, page
 * titles and the service worker's navigation rules are derived from the registry.
 */

export type SectionId = 'home' | 'tasks' | 'create' | 'audience' | 'organization' | 'support' | 'integrations' | 'profile';

export interface SectionDef {
  id: SectionId;
  titleKey: string;
}

/** Sidebar order; titles follow §2 (Support is the global role's organisation section). */
export const SECTIONS: readonly SectionDef[] = [
  { id: 'home', titleKey: 'menu.section.home' },
  { id: 'tasks', titleKey: 'menu.section.tasks' },
  { id: 'create', titleKey: 'menu.section.create' },
  { id: 'audience', titleKey: 'menu.section.audience' },
  { id: 'organization', titleKey: 'menu.section.organization' },
  { id: 'support', titleKey: 'menu.section.support' },
  { id: 'integrations', titleKey: 'menu.section.integrations' },
  { id: 'profile', titleKey: 'menu.section.profile' },
];

/** Customer flags an entry may require (§3, §6). */
export type RequiredFlag = keyof Pick<
  CustomerFlags,
  'storyboardEnabled' | 'campaignManagerEnabled' | 'proEditVendor' | 'allowZoomIntegration' | 'allowYoutubeIntegration'
>;

/**
 * Who may see an entry or open a route (§6), as data: one of the roles, every flag, the
 * organisation rule, and the permission (checked once the role permissions are loaded).
 */
export interface AccessRule {
  roles: readonly RoleId[];
  flags?: readonly RequiredFlag[];
  /** §6: viewer or creator with hide-organisation off, or admin or manager. */
  organisationRule?: boolean;
  /** A permission of the role permission call (§6); enforced by the server too. */
  permission?: Permission;
}

export type MenuTarget =
  | { kind: 'route'; path: string }
  /** The signed-in user's own profile, /account/edit/{userId}/profile. */
  | { kind: 'ownProfile' }
  | { kind: 'external'; href: string }
  /** The analytics site (AppConfig.analyticsUrl), through a landing page on Safari on macOS. */
  | { kind: 'analytics' }
  | { kind: 'logout' };

export interface MenuEntry extends AccessRule {
  id: string;
  section: SectionId;
  /** Position inside its section (sidebar order of §2). */
  order: number;
  /** A sub-heading inside the section; group menus are hidden below the minimum width (§2). */
  group?: 'approvals' | 'loadAnalysis';
  target: MenuTarget;
  labelKey: string;
  newTab?: boolean;
  countKey?: CountKey;
  /** Kept in the reduced menu below the minimum width (§2): the profile item and log out. */
  reduced?: 'profile' | 'logout';
}

/**
 * A route of an area that no sidebar entry leads to, with who may open it (§2 "seen through
 * menu links or route checks"). `exact` opens the path itself only, not what is under it.
 */
export interface ExtraRoute extends AccessRule {
  path: string;
  exact?: boolean;
  /** Also open to whoever may open this menu route. */
  alsoWith?: string;
}

export interface AreaDeclaration {
  /** The folder under src/features/areas; its index.tsx is the area's lazily loaded page. */
  id: string;
  /** First path segments the area serves (/tasks serves /tasks/ctr, /tasks/file …). */
  roots: readonly string[];
  /** The sidebar section of the area's paths (§2 section title). */
  section: SectionId;
  /** Page title and empty-state sentence, by the route's first segment ('' is any other). */
  titles: Readonly<Record<string, { titleKey: string; descriptionKey: string }>>;
  menu?: readonly MenuEntry[];
  routes?: readonly ExtraRoute[];
}

const { superAdmin, creator, viewer, manager, admin } = ROLE;
/** Role lists of §2: everyone, every member of a customer, creators and managers. */
export const WHO = {
  everyone: [superAdmin, creator, viewer, manager, admin],
  members: [creator, viewer, manager, admin],
  makers: [creator, manager],
  manager: [manager],
  managerOrAdmin: [manager, admin],
  support: [superAdmin],
} as const satisfies Record<string, readonly RoleId[]>;

export const route = (path: string): MenuTarget => ({ kind: 'route', path });

/** The title keys of a route segment, in src/features/areas/locales. */
export const titled = (segment: string) => ({ titleKey: `areas.${segment}.title`, descriptionKey: `areas.${segment}.description` });
