import { ROLE, type RoleId } from '../../../../contract/roles';
import type { CustomerFlags } from '../../../../contract/token';

/**
 * The demo accounts (roles and their customer's flags) with the exact sidebar links each one
 * sees at full width. Written out by hand so the unit tests and the browser tests check the
 * menu against the requirements (§2.2, §6), not against the code that builds it.
 */
interface DemoAccount {
  username: string;
  roles: RoleId[];
  flags: CustomerFlags;
  /** Every href in the sidebar; {userId} stands for the account's own user id. */
  hrefs: string[];
}

const off: CustomerFlags = {
  allowZoomIntegration: false,
  allowYoutubeIntegration: false,
  youTubeIntegrated: false,
  storyboardEnabled: false,
  campaignManagerEnabled: false,
  proEditVendor: false,
  hideOrganisation: false,
};
export const ACME: CustomerFlags = {
  ...off,
  allowZoomIntegration: true,
  allowYoutubeIntegration: true,
  youTubeIntegrated: true,
  storyboardEnabled: true,
  campaignManagerEnabled: true,
};
export const GLOBEX: CustomerFlags = { ...off, hideOrganisation: true };
export const CUTLINE: CustomerFlags = { ...off, allowZoomIntegration: true, storyboardEnabled: true, proEditVendor: true };
export const NO_CUSTOMER: CustomerFlags = off;

const HOME = ['/home/library', '/home/newprograms', '/home/completedprograms'];
const TASKS = ['/tasks/ctr', '/tasks/file'];
const MANAGER_TASKS = [...TASKS, '/tasks/deliverable', '/tasks/approvals'];
const MAKE = ['/clips/list', '/files/list', '/myprograms/list', '/clips/add'];
/** The demo server's and the tests' analytics site (ANALYTICS_URL, TEST_CONFIG). */
export const ANALYTICS_URL = 'https://analytics.takeflow.test';
const EXTERNAL = ['https://slack.com/apps/takeflow', 'https://chromewebstore.google.com/search/takeflow', ANALYTICS_URL];
const PROFILE = ['/account/edit/{userId}/profile', '/myprofile/changepassword', '/myprofile/report'];
const MANAGER_AUDIENCE = ['/users/list', '/channel/manage', '/audience/contacts', '/audience/contactlist'];
const MANAGER_ORG = ['/peoplesearch/list', '/organization/customer/edit/Admin', '/peoplesearch/advanced-profile', '/roles/creator'];
const ACME_INTEGRATIONS = ['/integrations/zoom', '/integrations/youtube', ...EXTERNAL];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'support@takeflow.test',
    roles: [ROLE.superAdmin],
    flags: NO_CUSTOMER,
    hrefs: [
      '/organization/customer/manage',
      '/organization/user/manage/SuperAdmin',
      '/organization/eMailLayouts/eMailLayoutList/SuperAdmin',
      '/organization/customer/sharepage',
      '/organization/customer/shot-types',
      '/organization/customer/industry-types',
      '/organization/customer/actions',
      '/organization/customer/email-verify',
      '/myprofile/changepassword',
      '/myprofile/report',
    ],
  },
  {
    username: 'admin@acme.test',
    roles: [ROLE.admin],
    flags: ACME,
    hrefs: [
      ...HOME,
      '/home/channel/all',
      ...TASKS,
      '/users/list',
      '/peoplesearch/list',
      '/roles/creator',
      ...ACME_INTEGRATIONS,
      ...PROFILE,
    ],
  },
  {
    username: 'manager@acme.test',
    roles: [ROLE.manager],
    flags: ACME,
    hrefs: [
      ...HOME,
      '/home/channel/all',
      ...MANAGER_TASKS,
      ...MAKE,
      '/storyboards/list',
      '/campaign/Mycampaign',
      '/alltemplate/list',
      ...MANAGER_AUDIENCE,
      ...MANAGER_ORG,
      ...ACME_INTEGRATIONS,
      ...PROFILE,
    ],
  },
  {
    username: 'creator@acme.test',
    roles: [ROLE.creator],
    flags: ACME,
    hrefs: [...HOME, '/home/channel/all', ...TASKS, ...MAKE, '/peoplesearch/list', ...ACME_INTEGRATIONS, ...PROFILE],
  },
  {
    username: 'viewer@acme.test',
    roles: [ROLE.viewer],
    flags: ACME,
    hrefs: [...HOME, '/home/channel/all', ...TASKS, '/peoplesearch/list', ...ACME_INTEGRATIONS, ...PROFILE],
  },
  {
    username: 'creator@globex.test',
    roles: [ROLE.creator],
    flags: GLOBEX,
    hrefs: [...HOME, ...TASKS, ...MAKE, ...EXTERNAL, ...PROFILE],
  },
  {
    username: 'viewer@globex.test',
    roles: [ROLE.viewer],
    flags: GLOBEX,
    hrefs: [...HOME, ...TASKS, ...EXTERNAL, ...PROFILE],
  },
  {
    username: 'vendor@cutline.test',
    roles: [ROLE.manager],
    flags: CUTLINE,
    hrefs: [
      ...HOME,
      '/home/channel/all',
      ...MANAGER_TASKS,
      ...MAKE,
      '/pro-edits',
      '/pro-edits/list',
      '/pro-edits/load-analysis/customers-load',
      '/pro-edits/load-analysis/editors-load',
      '/storyboards/list',
      '/alltemplate/list',
      ...MANAGER_AUDIENCE,
      ...MANAGER_ORG,
      '/integrations/zoom',
      ...EXTERNAL,
      ...PROFILE,
    ],
  },
  {
    username: 'multi@acme.test',
    roles: [ROLE.creator, ROLE.manager],
    flags: ACME,
    hrefs: [
      ...HOME,
      '/home/channel/all',
      ...MANAGER_TASKS,
      ...MAKE,
      '/storyboards/list',
      '/campaign/Mycampaign',
      '/alltemplate/list',
      ...MANAGER_AUDIENCE,
      ...MANAGER_ORG,
      ...ACME_INTEGRATIONS,
      ...PROFILE,
    ],
  },
];

export const hrefsFor = (account: DemoAccount, userId: number) =>
  account.hrefs.map((href) => href.replace('{userId}', String(userId))).sort();
