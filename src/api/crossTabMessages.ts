/** Types of the messages tabs exchange over deps.crossTab (one place, so no two features collide). */
export const CROSS_TAB = {
  /** payload: TokenResponse — another tab refreshed; adopt its tokens. */
  tokens: 'session/tokens',
  /** payload: TokenResponse — another tab switched customer. */
  customerSwitched: 'session/customerSwitched',
  /** payload: { at: number } — the user did something in another tab. */
  activity: 'session/activity',
  /** payload: { ending } — another tab's session ended; end this one the same way. */
  sessionEnded: 'session/ended',
  /** payload: LiveEvent — the tab holding the live stream relays what it received. */
  liveEvent: 'live/event',
  /** payload: { streaming: boolean } — the live stream went up or down. */
  liveStatus: 'live/status',
} as const;

/** Name of the Web Lock whose holder is the one tab reading the live-update stream. */
export const LIVE_LOCK = 'takeflow-live';

/** Name of the Web Lock that serialises every token refresh of every tab. */
export const TOKEN_LOCK = 'takeflow-token';
