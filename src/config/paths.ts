import { ROLE, type RoleId } from '../../contract/roles';

/** Every route string of §2, in one module (docs/conventions.md §8). */
export const PATHS = {
  root: '/',
  login: '/login',
  loginStatus: (status: LoginStatus) => `/login/status/${status}`,
  noSupport: '/no-support',
  backgroundUploadInfo: '/no-support/info/background-upload-clips',
  backgroundUploadClips: '/clips/backgroundUploadClips',
  changePassword: '/changepassword',
  changePasswordReport: '/changepassword/report',
  resetPassword: '/resetpassword',
  /** Public pages beside /login: "Forgot password?" and the emailed set-password link. */
  forgotPassword: '/forgotpassword',
  setPassword: '/setpassword',
  homeLibrary: '/home/library',
  homeNewPrograms: '/home/newprograms',
  homeCompletedPrograms: '/home/completedprograms',
  homeChannelAll: '/home/channel/all',
  homeDiscoverChannel: '/home/discover-channel',
  tasksRecording: '/tasks/ctr',
  tasksFile: '/tasks/file',
  tasksDeliverable: '/tasks/deliverable',
  tasksApprovals: '/tasks/approvals',
  clipsList: '/clips/list',
  clipsAdd: '/clips/add',
  filesList: '/files/list',
  myProgramsList: '/myprograms/list',
  /** The author's review of a program: /myprograms/review/{programId}. */
  myProgramReview: (programId: number | string) => `/myprograms/review/${encodeURIComponent(programId)}`,
  /** An approver's review of a program: /tasks/approvals/review/{programId}. */
  approvalReview: (programId: number | string) => `/tasks/approvals/review/${encodeURIComponent(programId)}`,
  /** The program builder: /myprograms/edit/{programId}. */
  myProgramEdit: (programId: number | string) => `/myprograms/edit/${programId}`,
  myProgramEditRoot: '/myprograms/edit',
  proEdits: '/pro-edits',
  proEditsList: '/pro-edits/list',
  proEditsCustomersLoad: '/pro-edits/load-analysis/customers-load',
  proEditsEditorsLoad: '/pro-edits/load-analysis/editors-load',
  storyboardsList: '/storyboards/list',
  campaigns: '/campaign/Mycampaign',
  templatesList: '/alltemplate/list',
  usersList: '/users/list',
  channelManage: '/channel/manage',
  channelEdit: (id: string) => `/channel/edit/${encodeURIComponent(id)}`,
  audienceContacts: '/audience/contacts',
  audienceContactList: '/audience/contactlist',
  peopleSearchList: '/peoplesearch/list',
  organizationBasicSetup: '/organization/customer/edit/Admin',
  peopleSearchAdvanced: '/peoplesearch/advanced-profile',
  rolesCreator: '/roles/creator',
  integrationsZoom: '/integrations/zoom',
  integrationsYoutube: '/integrations/youtube',
  accountProfile: (userId: number | string) => `/account/edit/${userId}/profile`,
  myProfileChangePassword: '/myprofile/changepassword',
  myProfileReport: '/myprofile/report',
  analyticsLanding: '/analytics-landing',
  superAdminCustomers: '/organization/customer/manage',
  superAdminUsers: '/organization/user/manage/SuperAdmin',
  superAdminEmailLayouts: '/organization/eMailLayouts/eMailLayoutList/SuperAdmin',
  superAdminSharePage: '/organization/customer/sharepage',
  superAdminShotTypes: '/organization/customer/shot-types',
  superAdminIndustryTypes: '/organization/customer/industry-types',
  superAdminActions: '/organization/customer/actions',
  superAdminEmailVerify: '/organization/customer/email-verify',
  // Section roots and routes seen through menu links or route checks (§2).
  home: '/home',
  homeChannel: '/home/channel',
  /** One program opened from Home: /home/program/{programId}. */
  homeProgram: '/home/program',
  inboxNewPrograms: '/inbox/newprograms',
  settings: '/settings',
  integrations: '/integrations',
  user: '/user',
  bumpers: '/bumpers',
  script: '/script',
  projects: '/projects',
  footage: '/footage',
  myProfile: '/myprofile',
  organization: '/organization',
  channelEditRoot: '/channel/edit',
} as const;

export const LOGIN_STATUSES = ['sessionExpired', 'inActive', 'clear'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** Where a role lands after sign-in when nothing else decides (§4). */
export function homeForRoles(roles: readonly RoleId[]): string {
  return roles.includes(ROLE.superAdmin) ? PATHS.superAdminCustomers : PATHS.homeLibrary;
}

/** The way in: where a signed-in user has nothing to do and goes to the role's home instead. */
export function isSignInPath(pathname: string): boolean {
  return pathname === PATHS.root || pathname === PATHS.login || pathname.startsWith(`${PATHS.login}/`);
}

/** Routes that need no session (§2). */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === PATHS.root ||
    pathname === PATHS.login ||
    pathname.startsWith(`${PATHS.login}/`) ||
    pathname.startsWith(PATHS.noSupport) ||
    // It only redirects to the public background-upload notice (§2).
    pathname === PATHS.backgroundUploadClips ||
    pathname === PATHS.analyticsLanding ||
    pathname === PATHS.forgotPassword ||
    pathname === PATHS.setPassword
  );
}
