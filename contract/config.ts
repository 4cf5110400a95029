/** Runtime configuration served unauthenticated at /app-config.json and read at start. */
export interface AppConfig {
  idleTimeoutMinutes: number;
  analyticsUrl: string;
  clientId: string;
  version: string;
  termsUrl: string;
  privacyUrl: string;
  /** Identity providers offered on /login; empty when the operator configured none. */
  ssoProviders?: SsoProviderInfo[];
}

/** What the browser may know of an identity provider; its secret stays on the server. */
export interface SsoProviderInfo {
  id: string;
  label: string;
}

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
  getCustomerProfiles: '/rest/secure/service/customeruser/getCustomerProfiles',
  getMenuNotificationCount: '/rest/secure/service/event/getMenuNotificationCount',
  getUploadSignature: '/rest/secure/service/common/getUploadSignature',
  getRolePermissions: '/rest/secure/service/role/getRolePermissions',
  changePassword: '/rest/secure/service/user/changePassword',
  captchaChallenge: '/captcha/challenge',
  /** Single sign-on: the browser navigates here and comes back to /login. */
  ssoStart: (providerId: string) => `/oauth/sso/${encodeURIComponent(providerId)}/start`,
  ssoCallback: (providerId: string) => `/oauth/sso/${encodeURIComponent(providerId)}/callback`,
  forgotPassword: '/rest/public/service/account/forgotPassword',
  checkAccountLink: '/rest/public/service/account/checkLink',
  setPassword: '/rest/public/service/account/setPassword',
  inviteUser: '/rest/secure/service/user/inviteUser',
  getEmailLayouts: '/rest/secure/service/email/getEmailLayouts',
  getEmailOutbox: '/rest/secure/service/email/getEmailOutbox',
} as const;
