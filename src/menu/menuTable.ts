import type { CountKey } from '../../contract/counts';
import { ROLE, type RoleId } from '../../contract/roles';
import type { CustomerFlags } from '../../contract/token';
import { PATHS } from '../config/paths';

/**
 * Every sidebar entry of §2 as data (docs/conventions.md §8); visibleMenu.ts applies the rules.
 *
 * Role ids: §6 gives two readings of 1532 and 1632. Where they disagree we follow the role
 * names, as contract/roles.ts does: 1532 is the content manager ("manager only" entries) and 1632
 * the organisation admin, who sees the entries §2 names for admins (users, roles, directory)
 * rather than "nearly everything" of the id-based reading. The quick-record button therefore goes
 * to creator and manager, not to ids 1232 and 1632.
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

export type MenuTarget =
  | { kind: 'route'; path: string }
  /** The signed-in user's own profile, /account/edit/{userId}/profile. */
  | { kind: 'ownProfile' }
  | { kind: 'external'; href: string }
  /** The analytics site (AppConfig.analyticsUrl), through a landing page on Safari on macOS. */
  | { kind: 'analytics' }
  | { kind: 'logout' };

export interface MenuEntry {
  id: string;
  section: SectionId;
  /** A sub-heading inside the section; group menus are hidden below the minimum width (§2). */
  group?: 'approvals' | 'loadAnalysis';
  target: MenuTarget;
  labelKey: string;
  roles: readonly RoleId[];
  flags?: readonly RequiredFlag[];
  /** §6: viewer or creator with hide-organisation off, or admin or manager. */
  organisationRule?: boolean;
  newTab?: boolean;
  countKey?: CountKey;
  /** Kept in the reduced menu below the minimum width (§2): the profile item and log out. */
  reduced?: 'profile' | 'logout';
}

const { superAdmin, creator, viewer, manager, admin } = ROLE;
const EVERYONE: readonly RoleId[] = [superAdmin, creator, viewer, manager, admin];
/** §2 "all roles" of a customer; the global support role has its own menu. */
const MEMBERS: readonly RoleId[] = [creator, viewer, manager, admin];
const MAKERS: readonly RoleId[] = [creator, manager];
const MANAGER: readonly RoleId[] = [manager];

export const SLACK_APP_URL = 'https://slack.com/apps/takeflow';
export const CHROME_PLUGIN_URL = 'https://chromewebstore.google.com/search/takeflow';

const route = (path: string): MenuTarget => ({ kind: 'route', path });

/**
 * Count keys (§3) map to the entry that lists what they count: the three inbox counts to the
 * Home entries; tasks to record, file requests, deliverables and approvals to their Tasks entries;
 * newBioProgramsCount (new, unviewed bio programs about colleagues) to the people directory.
 */
export const MENU_TABLE: readonly MenuEntry[] = [
  { id: 'home.library', section: 'home', target: route(PATHS.homeLibrary), labelKey: 'menu.item.homeLibrary', roles: MEMBERS, countKey: 'inboxLibraryCount' },
  { id: 'home.new', section: 'home', target: route(PATHS.homeNewPrograms), labelKey: 'menu.item.homeNew', roles: MEMBERS, countKey: 'inboxNewCount' },
  { id: 'home.viewed', section: 'home', target: route(PATHS.homeCompletedPrograms), labelKey: 'menu.item.homeViewed', roles: MEMBERS, countKey: 'inboxWatchedCount' },
  { id: 'home.channels', section: 'home', target: route(PATHS.homeChannelAll), labelKey: 'menu.item.homeChannels', roles: MEMBERS, organisationRule: true },

  { id: 'tasks.recording', section: 'tasks', target: route(PATHS.tasksRecording), labelKey: 'menu.item.tasksRecording', roles: MEMBERS, countKey: 'clipsToRecordCount' },
  { id: 'tasks.file', section: 'tasks', target: route(PATHS.tasksFile), labelKey: 'menu.item.tasksFile', roles: MEMBERS, countKey: 'assetReqToRecordCount' },
  { id: 'tasks.deliverable', section: 'tasks', target: route(PATHS.tasksDeliverable), labelKey: 'menu.item.tasksDeliverable', roles: MANAGER, countKey: 'deliverablesCount' },
  { id: 'tasks.approvals', section: 'tasks', group: 'approvals', target: route(PATHS.tasksApprovals), labelKey: 'menu.item.tasksApprovals', roles: MANAGER, countKey: 'programsForApprovalCount' },

  { id: 'create.footage', section: 'create', target: route(PATHS.clipsList), labelKey: 'menu.item.createFootage', roles: MAKERS },
  { id: 'create.files', section: 'create', target: route(PATHS.filesList), labelKey: 'menu.item.createFiles', roles: MAKERS },
  { id: 'create.programs', section: 'create', target: route(PATHS.myProgramsList), labelKey: 'menu.item.createPrograms', roles: MAKERS },
  { id: 'create.proEdits', section: 'create', target: route(PATHS.proEdits), labelKey: 'menu.item.createProEdits', roles: MANAGER, flags: ['proEditVendor'] },
  { id: 'create.customersLoad', section: 'create', group: 'loadAnalysis', target: route(PATHS.proEditsCustomersLoad), labelKey: 'menu.item.createCustomersLoad', roles: MANAGER, flags: ['proEditVendor'] },
  { id: 'create.editorsLoad', section: 'create', group: 'loadAnalysis', target: route(PATHS.proEditsEditorsLoad), labelKey: 'menu.item.createEditorsLoad', roles: MANAGER, flags: ['proEditVendor'] },
  { id: 'create.storyboards', section: 'create', target: route(PATHS.storyboardsList), labelKey: 'menu.item.createStoryboards', roles: MANAGER, flags: ['storyboardEnabled'] },
  { id: 'create.campaigns', section: 'create', target: route(PATHS.campaigns), labelKey: 'menu.item.createCampaigns', roles: MANAGER, flags: ['campaignManagerEnabled'] },
  { id: 'create.templates', section: 'create', target: route(PATHS.templatesList), labelKey: 'menu.item.createTemplates', roles: MANAGER },

  { id: 'audience.users', section: 'audience', target: route(PATHS.usersList), labelKey: 'menu.item.audienceUsers', roles: [manager, admin] },
  { id: 'audience.channels', section: 'audience', target: route(PATHS.channelManage), labelKey: 'menu.item.audienceChannels', roles: MANAGER, organisationRule: true },
  { id: 'audience.contacts', section: 'audience', target: route(PATHS.audienceContacts), labelKey: 'menu.item.audienceContacts', roles: MANAGER },
  { id: 'audience.contactList', section: 'audience', target: route(PATHS.audienceContactList), labelKey: 'menu.item.audienceContactList', roles: MANAGER },

  { id: 'organization.directory', section: 'organization', target: route(PATHS.peopleSearchList), labelKey: 'menu.item.organizationDirectory', roles: MEMBERS, organisationRule: true, countKey: 'newBioProgramsCount' },
  { id: 'organization.basicSetup', section: 'organization', target: route(PATHS.organizationBasicSetup), labelKey: 'menu.item.organizationBasicSetup', roles: MANAGER, organisationRule: true },
  { id: 'organization.advanced', section: 'organization', target: route(PATHS.peopleSearchAdvanced), labelKey: 'menu.item.organizationAdvanced', roles: MANAGER, organisationRule: true },
  { id: 'organization.roles', section: 'organization', target: route(PATHS.rolesCreator), labelKey: 'menu.item.organizationRoles', roles: [manager, admin], organisationRule: true },

  { id: 'support.customers', section: 'support', target: route(PATHS.superAdminCustomers), labelKey: 'menu.item.supportCustomers', roles: [superAdmin] },
  { id: 'support.users', section: 'support', target: route(PATHS.superAdminUsers), labelKey: 'menu.item.supportUsers', roles: [superAdmin] },
  { id: 'support.emailLayouts', section: 'support', target: route(PATHS.superAdminEmailLayouts), labelKey: 'menu.item.supportEmailLayouts', roles: [superAdmin] },
  { id: 'support.sharePage', section: 'support', target: route(PATHS.superAdminSharePage), labelKey: 'menu.item.supportSharePage', roles: [superAdmin] },
  { id: 'support.shotTypes', section: 'support', target: route(PATHS.superAdminShotTypes), labelKey: 'menu.item.supportShotTypes', roles: [superAdmin] },
  { id: 'support.industryTypes', section: 'support', target: route(PATHS.superAdminIndustryTypes), labelKey: 'menu.item.supportIndustryTypes', roles: [superAdmin] },
  { id: 'support.actions', section: 'support', target: route(PATHS.superAdminActions), labelKey: 'menu.item.supportActions', roles: [superAdmin] },
  { id: 'support.emailVerify', section: 'support', target: route(PATHS.superAdminEmailVerify), labelKey: 'menu.item.supportEmailVerify', roles: [superAdmin] },

  // §6: integrations and Analytics show for everyone except the support role.
  { id: 'integrations.zoom', section: 'integrations', target: route(PATHS.integrationsZoom), labelKey: 'menu.item.integrationsZoom', roles: MEMBERS, flags: ['allowZoomIntegration'] },
  { id: 'integrations.youtube', section: 'integrations', target: route(PATHS.integrationsYoutube), labelKey: 'menu.item.integrationsYoutube', roles: MEMBERS, flags: ['allowYoutubeIntegration'] },
  { id: 'integrations.slack', section: 'integrations', target: { kind: 'external', href: SLACK_APP_URL }, labelKey: 'menu.item.integrationsSlack', roles: MEMBERS, newTab: true },
  { id: 'integrations.chrome', section: 'integrations', target: { kind: 'external', href: CHROME_PLUGIN_URL }, labelKey: 'menu.item.integrationsChrome', roles: MEMBERS, newTab: true },
  { id: 'integrations.analytics', section: 'integrations', target: { kind: 'analytics' }, labelKey: 'menu.item.integrationsAnalytics', roles: MEMBERS, newTab: true },

  // §6: for the support role the profile item is change password and the profile link is hidden.
  { id: 'profile.account', section: 'profile', target: { kind: 'ownProfile' }, labelKey: 'menu.item.profileAccount', roles: MEMBERS, reduced: 'profile' },
  { id: 'profile.changePassword', section: 'profile', target: route(PATHS.myProfileChangePassword), labelKey: 'menu.item.profileChangePassword', roles: EVERYONE, reduced: 'profile' },
  { id: 'profile.reports', section: 'profile', target: route(PATHS.myProfileReport), labelKey: 'menu.item.profileReports', roles: EVERYONE },
  { id: 'profile.logout', section: 'profile', target: { kind: 'logout' }, labelKey: 'menu.item.profileLogout', roles: EVERYONE, reduced: 'logout' },
];
