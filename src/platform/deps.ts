import type { AppConfig } from '../../contract/config';

/**
 * Everything sagas need from the outside world (ARCHITECTURE "The session is a state machine").
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

export interface Clock {
  now(): number;
}

export type CrossTabMessage = { type: string; payload?: unknown };

/** Messages and a lock shared by every open tab of the same origin. */
export interface CrossTab {
  post(message: CrossTabMessage): void;
  /** Returns an unsubscribe function. */
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  /** Runs fn while holding the named lock across all tabs (Web Locks). */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface LocationReader {
  pathname(): string;
  search(): string;
  /** Full reload of the page (used after logout and fatal errors, SPEC §8). */
  reload(): void;
}

export interface CookieJar {
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
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
  /** The version this bundle was built as (the Web-Version header, SPEC §7). */
  appVersion: string;
}
