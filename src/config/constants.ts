/** Every number of §9, named once. */

/** Fallback when /app-config.json cannot be read; the real value is runtime configuration. */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 30;
/** The session-timeout warning shows when this many seconds or fewer remain (§9). */
export const IDLE_WARNING_SECONDS = 60;
/** New-version check interval (§4, §9). */
export const UPDATE_CHECK_INTERVAL_MS = 30_000;
/**
 * How long the browser keeps the signed CloudFront cookies (§9). What they grant ends sooner: the
 * policy they carry is signed for minutes and renewed with every token answer (§9, Decisions).
 */
export const COOKIE_LIFETIME_HOURS = 24;
/** Width thresholds (§4, §9). */
export const MIN_SUPPORTED_WIDTH = 1280;
export const MENU_COLLAPSE_WIDTH = 1536;
export const SLIDE_OUT_COLLAPSE_WIDTH = 1600;
export const SLIDE_OUT_WIDTH_COLLAPSED = 70;
export const SLIDE_OUT_WIDTH_EXPANDED = 300;
export const SIDEBAR_RAIL_WIDTH = 70;
export const SIDEBAR_PANEL_WIDTH = 230;
export const PROFILE_POPUP_WIDTH = 400;
export const PROFILE_POPUP_HEIGHT = 768;
/** Session start time is set this long after load (§9). */
export const SESSION_START_DELAY_MS = 1_000;
/** The service worker registers when the app is stable or after this long (§9). */
export const SW_REGISTER_TIMEOUT_MS = 30_000;
/** Steady interval of the menu-count refresh (a decision of §4: one minute keeps badges fresh). */
export const COUNTS_REFRESH_INTERVAL_MS = 60_000;
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** A token this close to its expiry is refreshed before use, so it never expires in flight. */
export const TOKEN_REFRESH_MARGIN_MS = 5_000;
/** User activity is written to storage (and told to other tabs) at most this often. */
export const ACTIVITY_WRITE_INTERVAL_MS = 1_000;
/** Location is optional client detail (§3); sign-in never waits longer than this for it. */
export const GEOLOCATION_TIMEOUT_MS = 1_500;
/** Logout never waits longer than this for the refresh-token revocation before reloading. */
export const REVOKE_WAIT_MS = 1_000;
/** Pause before retrying a refresh that failed for want of a network. */
export const REFRESH_RETRY_MS = 5_000;

/** Server outage (503 with Retry-After, 502/504, no answer): first retry delay, doubled per failure up to the maximum (with jitter). */
export const OUTAGE_RETRY_MIN_MS = 1_000;
export const OUTAGE_RETRY_MAX_MS = 30_000;
/** A Retry-After longer than this is read as this (a misconfigured proxy must not park the app for hours). */
export const OUTAGE_RETRY_AFTER_CAP_MS = 120_000;
/** A call the user made is sent this many times in all while the server answers 502/503/504. */
export const OUTAGE_CALL_ATTEMPTS = 4;

/** Live-update stream: first reconnect delay, doubled per failure up to the maximum (with jitter). */
export const LIVE_RECONNECT_MIN_MS = 500;
export const LIVE_RECONNECT_MAX_MS = 30_000;
