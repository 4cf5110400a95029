/**
 * Every local-storage key of §3, in one place. The request pipeline reads the tokens and
 * the activity time; the session writes them; other features read the ids they need.
 */
export const STORAGE_KEYS = {
  accessToken: 'takeflow.accessToken',
  refreshToken: 'takeflow.refreshToken',
  /** Absolute expiry of the access token, epoch milliseconds. */
  tokenExpiry: 'takeflow.tokenExpiry',
  username: 'takeflow.username',
  rememberMe: 'takeflow.rememberMe',
  /** The customer the current tokens are scoped to. */
  customerId: 'takeflow.customerId',
  /** A customer profile id asked for through ?cust= (§4); the profiles feature owns it. */
  customerProfileId: 'takeflow.customerProfileId',
  /** Last user activity, epoch milliseconds, shared by every tab (§4 idle timeout). */
  lastActivity: 'takeflow.lastActivity',
  /** The route the user asked for before being sent to sign in. */
  savedRoute: 'takeflow.savedRoute',
  chatChannel: 'takeflow.chatChannel',
  meetingUserId: 'takeflow.meetingUserId',
  /** The UI language; the chrome feature writes it (cleared at logout like the rest, §4). */
  language: 'takeflow.language',
  /** The colour scheme chosen in the profile menu: system, light or dark. */
  colorScheme: 'takeflow.colorScheme',
  /** The sidebar collapsed to its rail where the width leaves the choice ('true'). */
  sidebarCollapsed: 'takeflow.sidebarCollapsed',
  /** Where the user left each video, by media key (seconds); the player resumes there. */
  playbackPositions: 'takeflow.playbackPositions',
} as const;
