/** Runtime configuration served unauthenticated at /app-config.json and read at start. */
export interface AppConfig {
  idleTimeoutMinutes: number;
  analyticsUrl: string;
  clientId: string;
  version: string;
  termsUrl: string;
  privacyUrl: string;
}

/** Header names of §7. */
export const HEADERS = {
  webVersion: 'Web-Version',
  /** Tells the service worker to pass the request straight to the network (§7). */
  swBypass: 'ngsw-bypass',
} as const;

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
} as const;
