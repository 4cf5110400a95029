import type { AppConfig } from '../../contract/config';
import type { TokenResponse } from '../../contract/token';

/**
 * Everything sagas need from the outside world (docs/architecture.md, "The session is a state machine").
 * The browser passes the real implementations (browserDeps.ts); tests and scenarios pass fakes.
 */

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Site-relative path, e.g. '/oauth/token'. */
  path: string;
  headers?: Record<string, string>;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  body: T;
  /** The Retry-After header as sent (seconds or an HTTP date), when there is one. */
  retryAfter?: string | null;
}

/** The raw transport: one HTTP exchange, no policy. Network failures reject. */
export interface Transport {
  send<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}

/** A key-value store with the localStorage contract. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

/** The time as epoch milliseconds (the server's clock answers a Date: server/clock.ts). */
interface Clock {
  nowMs(): number;
}

export type CrossTabMessage = { type: string; payload?: unknown };

/** A token answer and when it was stored (its expiry is counted from then). */
export interface RotatedTokens {
  tokens: TokenResponse;
  storedAt: number;
}

/**
 * Which tokens replaced each spent refresh token, read consistently by every tab (IndexedDB in
 * the browser). Never rejects: where the browser has no such store it remembers nothing.
 */
export interface RotationLog {
  /** The tokens that replaced this refresh token, or null when it was not rotated. */
  successor(spentRefreshToken: string): Promise<RotatedTokens | null>;
  record(spentRefreshToken: string, next: RotatedTokens): Promise<void>;
  clear(): Promise<void>;
}

/** Messages and a lock shared by every open tab of the same origin. */
export interface CrossTab {
  post(message: CrossTabMessage): void;
  /** Returns an unsubscribe function. */
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  /** Runs fn while holding the named lock across all tabs (Web Locks). */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Rotations made under the lock. localStorage alone cannot tell the next lock holder: Chromium
   * updates another tab's copy asynchronously, so it may still read the spent refresh token.
   */
  rotations: RotationLog;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface LocationReader {
  pathname(): string;
  search(): string;
  /** Full reload of the page (used after logout and fatal errors, §8); with `to`, loads that path. */
  reload(to?: string): void;
}

export interface CookieJar {
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** Page visibility (the Page Visibility API), so sagas can react to the user returning to the tab. */
export interface VisibilityWatcher {
  isVisible(): boolean;
  /** Calls listener with the new state on every change; returns an unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** Other pages: a new tab, opened while the user's click is being handled. */
export interface WindowOpener {
  /** Opens url in a new tab without a reference back to this page (noopener, noreferrer). */
  open(url: string): void;
  /** This tab leaves for url, which replaces the current history entry. */
  replace(url: string): void;
  /**
   * Opens an empty tab now, while the click is handled (Safari blocks one opened later), to be
   * sent to an address found afterwards; null when the browser refused to open it.
   */
  openPending(): PendingTab | null;
}

/** A tab opened empty by this page, with no reference back to it. */
interface PendingTab {
  /** Sends the tab to a same-origin url (replacing its empty entry). */
  go(url: string): void;
  close(): void;
}

export interface AppDeps {
  transport: Transport;
  storage: KeyValueStorage;
  clock: Clock;
  crossTab: CrossTab;
  navigate: Navigate;
  location: LocationReader;
  cookies: CookieJar;
  config: AppConfig;
  /** The version this bundle was built as (the Web-Version header, §7). */
  appVersion: string;
  visibility: VisibilityWatcher;
  /** New tabs (§2 Analytics); absent where no window exists. */
  windows?: WindowOpener;
  /** The window width (§4 screen-width dialog, sidebar collapse). */
  screen: ScreenWatcher;
  /** The page's side of the service worker (§4 new app version, §9). */
  serviceWorker: ServiceWorkerPort;
  /** navigator.userAgent, for the unsupported-browser check (§5). */
  userAgent: string;
  /** What the user does on the page, for the idle timeout (§4); absent where nobody acts. */
  activity?: ActivityWatcher;
  /** The browser's position when the user grants it (§3 client details). */
  geolocation?: GeoLocator;
  /** The live-update stream (server-sent events read with fetch). */
  liveStream: LiveStreamPort;
  /** Which one tab of the browser holds the live stream (a Web Lock). */
  leadership: Leadership;
  /** Browser uploads of files to the object store through a signed POST form (§3 upload signature). */
  uploader: Uploader;
}

/** A signed S3 browser POST: where, the form's fields in order, and the file (sent last). */
export interface UploadForm {
  url: string;
  fields: [name: string, value: string][];
  file: Blob;
  fileName: string;
}

/** How an upload ended: stored, refused by the store (S3's XML code), the network failed, or it was cancelled. */
export type UploadOutcome =
  { kind: 'stored' } | { kind: 'refused'; status: number; code: string } | { kind: 'network' } | { kind: 'cancelled' };

/**
 * Sends files to the object store (the embedded store or S3 alike) and knows how many are on
 * their way, so nothing reloads the page over them (src/platform/unsavedWork.ts).
 */
export interface Uploader {
  /** Never rejects. Aborting the signal cancels the upload. */
  send(form: UploadForm, options: { signal: AbortSignal; onProgress: (loaded: number, total: number) => void }): Promise<UploadOutcome>;
  /** Uploads on their way now. */
  inFlight(): number;
  /** Resolves when no upload is on its way (at once when none is). */
  whenIdle(): Promise<void>;
}

/** One server-sent event as read off the stream. */
export interface StreamedEvent {
  id: string;
  type: string;
  data: string;
}

/** How a stream ended: the server closed it, it was refused with a status, or the network failed. */
export type StreamEnd = { kind: 'closed' } | { kind: 'refused'; status: number } | { kind: 'network' };

/**
 * A text/event-stream response read with fetch, so it carries the bearer header (a token never
 * goes into a URL). Resolves when the stream ends; never rejects. Aborting the signal ends it.
 */
export interface LiveStreamPort {
  open(
    request: { path: string; headers: Record<string, string>; signal: AbortSignal },
    onEvent: (event: StreamedEvent) => void,
  ): Promise<StreamEnd>;
}

/** One holder at a time across the tabs of a browser; a closed tab releases at once. */
export interface Leadership {
  /**
   * Resolves with a release function once this tab holds the named lock; rejects when the
   * signal aborts first. Where the browser has no Web Locks every tab leads.
   */
  acquire(name: string, signal: AbortSignal): Promise<() => void>;
}

/** Pointer, key, scroll and touch activity on the page (§4 idle timeout). */
export interface ActivityWatcher {
  /** Calls listener when the user does something; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface GeoLocator {
  /** The position, or null when refused, unavailable or slower than timeoutMs. Never rejects. */
  locate(timeoutMs: number): Promise<{ latitude: number; longitude: number } | null>;
}

/** The viewport width and its changes. */
export interface ScreenWatcher {
  width(): number;
  /** Calls listener with the new width on every change; returns an unsubscribe function. */
  subscribe(listener: (width: number) => void): () => void;
}

/**
 * What the service worker reports to the page: a new version waits, or a worker took control
 * (isUpdate: another worker controlled the page before, so the page now runs an older bundle).
 */
export type ServiceWorkerEvent = { type: 'waiting' } | { type: 'controlling'; isUpdate: boolean };

/** Registration, update checks and activation of the service worker (workbox-window in the browser). */
export interface ServiceWorkerPort {
  /** False where service workers are disabled or not supported by the browser. */
  supported(): boolean;
  /** Resolves once the page has loaded and the browser is idle ("the app is stable", §9). */
  whenStable(): Promise<void>;
  register(): Promise<void>;
  /** Asks the server whether a newer worker exists. */
  checkForUpdate(): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(listener: (event: ServiceWorkerEvent) => void): () => void;
  /** Tells the waiting worker to take over; false when no worker is waiting. */
  activateWaiting(): boolean;
}
