import type { AppConfig, SsoProviderInfo } from './schemas/config';

export type { AppConfig, SsoProviderInfo };

/** Why a single sign-on came back to /login without a session (`/login?ssoError=…`). */
export const SSO_ERRORS = ['unverified', 'unknown', 'inactive', 'unavailable', 'failed', 'cancelled'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** Header names of §7. */
export const HEADERS = {
  webVersion: 'Web-Version',
  /** Tells the service worker to pass the request straight to the network (§7). */
  swBypass: 'ngsw-bypass',
} as const;

/** The grant type the SPA uses to exchange a single sign-on handoff code. */
export const SSO_GRANT_TYPE = 'authorization_code';

/** Paths of §7, relative to the site root. */
export const API_PATHS = {
  /** Password and refresh grants; a refresh grant with customerId switches customer (§4). */
  token: '/oauth/token',
  revoke: '/oauth/revoke',
  appConfig: '/app-config.json',
  /** Readiness: 200 once the server and its database answer (the app's probe after an outage). */
  ready: '/readyz',
  getCustomerProfiles: '/rest/secure/service/customeruser/getCustomerProfiles',
  getMenuNotificationCount: '/rest/secure/service/event/getMenuNotificationCount',
  getUploadSignature: '/rest/secure/service/common/getUploadSignature',
  getRolePermissions: '/rest/secure/service/role/getRolePermissions',
  changePassword: '/rest/secure/service/user/changePassword',
  /** Marks a program of the caller's inbox viewed (Home › Not Viewed → Viewed). */
  markProgramViewed: '/rest/secure/service/inbox/markProgramViewed',
  /** Home › All, Not Viewed, Viewed: the caller's inbox, paged (contract/inbox.ts). */
  listInboxPrograms: '/rest/secure/service/inbox/listPrograms',
  /** One program of the caller's inbox or followed channels; opening it marks it viewed. */
  getInboxProgram: '/rest/secure/service/inbox/getProgram',
  /** Home › Channels: the channels the caller follows and their newest programs, paged. */
  listFollowedChannels: '/rest/secure/service/inbox/listChannels',
  /** Completes a recording task assigned to the caller (Tasks › Recording Tasks). */
  completeRecordingTask: '/rest/secure/service/task/completeRecordingTask',
  /** The four task lists of §2 Tasks, paged (contract/tasks.ts). */
  getRecordingTasks: '/rest/secure/service/task/getRecordingTasks',
  getFileRequests: '/rest/secure/service/task/getFileRequests',
  getDeliverables: '/rest/secure/service/task/getDeliverables',
  getProgramApprovals: '/rest/secure/service/task/getProgramApprovals',
  /** Marks a file request assigned to the caller fulfilled (Tasks › File Requests). */
  fulfilFileRequest: '/rest/secure/service/task/fulfilFileRequest',
  /** Marks a deliverable the caller owns delivered (Tasks › Deliverables). */
  markDeliverableDelivered: '/rest/secure/service/task/markDeliverableDelivered',
  /** Approves or rejects a program awaiting the caller's approval (Tasks › Approvals). */
  decideProgramApproval: '/rest/secure/service/task/decideProgramApproval',
  /** The caller's own programs with their status and review outcome (Create › Programs). */
  getMyPrograms: '/rest/secure/service/program/getMyPrograms',
  /** Sets or clears the video of one of the caller's programs: a Footage item of the organisation. */
  setProgramVideo: '/rest/secure/service/program/setVideo',
  /** The live-update stream (text/event-stream), read with fetch and the bearer header. */
  liveStream: '/rest/secure/live/stream',
  /** How many streams the caller's login and user hold. */
  liveStreams: '/rest/secure/live/streams',
  captchaChallenge: '/captcha/challenge',
  /** Single sign-on: the browser navigates here and comes back to /login. */
  ssoStart: (providerId: string) => `/oauth/sso/${encodeURIComponent(providerId)}/start`,
  ssoCallback: (providerId: string) => `/oauth/sso/${encodeURIComponent(providerId)}/callback`,
  forgotPassword: '/rest/public/service/account/forgotPassword',
  checkAccountLink: '/rest/public/service/account/checkLink',
  setPassword: '/rest/public/service/account/setPassword',
  joinWithLink: '/rest/public/service/account/acceptInvitation',
  inviteUser: '/rest/secure/service/user/inviteUser',
  acceptInvitation: '/rest/secure/service/user/acceptInvitation',
  getEmailLayouts: '/rest/secure/service/email/getEmailLayouts',
  getEmailOutbox: '/rest/secure/service/email/getEmailOutbox',
  getSignInActivity: '/rest/secure/service/user/getSignInActivity',
  getActiveSignIns: '/rest/secure/service/user/getActiveSignIns',
  endSignIn: '/rest/secure/service/user/endSignIn',
  endOtherSignIns: '/rest/secure/service/user/endOtherSignIns',
  getCustomers: '/rest/secure/service/customer/getCustomers',
  getCustomer: '/rest/secure/service/customer/getCustomer',
  createCustomer: '/rest/secure/service/customer/createCustomer',
  updateCustomer: '/rest/secure/service/customer/updateCustomer',
  getAuditRecords: '/rest/secure/service/customer/getAuditRecords',
  getBasicSetup: '/rest/secure/service/organization/getBasicSetup',
  updateBasicSetup: '/rest/secure/service/organization/updateBasicSetup',
  /** Bytes the caller's organisation stores: originals and what processing made of them. */
  getStorageUse: '/rest/secure/service/organization/getStorageUse',
  listFootage: '/rest/secure/service/media/listFootage',
  listFiles: '/rest/secure/service/media/listFiles',
  deleteMedia: '/rest/secure/service/media/deleteMedia',
  /** Captions of a footage or media file item: WebVTT or SRT in, WebVTT out, one track per language. */
  uploadCaption: '/rest/secure/service/media/uploadCaption',
  listCaptions: '/rest/secure/service/media/listCaptions',
  deleteCaption: '/rest/secure/service/media/deleteCaption',
  /** §2 Organization › Directory: the people of the caller's organisation, paged. */
  listDirectory: '/rest/secure/service/directory/listPeople',
  /** §2 Personal profile › Profile: one's own name and picture (the support role: anyone's). */
  getUserProfile: '/rest/secure/service/user/getProfile',
  updateUserProfile: '/rest/secure/service/user/updateProfile',
} as const;
