import type { AppConfig } from '../../contract/config';
import { fakeLiveServer, fakeLocks } from './fakeLive';
import type {
  AppDeps,
  CrossTab,
  CrossTabMessage,
  HttpRequest,
  HttpResponse,
  KeyValueStorage,
  RotatedTokens,
  RotationLog,
  VisibilityWatcher,
} from '../platform/deps';
import { fakeScreen, fakeServiceWorker } from './fakeChrome';
import { fakeUploader } from './fakeUploader';

/** One write: the key and the value it was given (null: removed). */
type Write = readonly [key: string, value: string | null];
type JournaledStorage = KeyValueStorage & { dump(): Record<string, string>; journal: Write[] };

/** In-memory storage with the localStorage contract; `journal` lists the writes, in order. */
export function memoryStorage(initial: Record<string, string> = {}): JournaledStorage {
  const data = new Map(Object.entries(initial));
  const journal: Write[] = [];
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem(key, value) {
      data.set(key, String(value));
      journal.push([key, String(value)]);
    },
    removeItem(key) {
      data.delete(key);
      journal.push([key, null]);
    },
    keys: () => [...data.keys()],
    dump: () => Object.fromEntries(data),
    journal,
  };
}

/**
 * A tab that lags behind the others, as Chromium lets one: after hold() its storage answers
 * from a snapshot (writes still reach the shared storage) and messages wait, until catchUp().
 * Chromium hands another tab's writes over one at a time, in order: seeFirstWrites(n) lets the
 * snapshot take in the first n written since hold().
 */
export function laggingTab(shared: JournaledStorage, crossTab: CrossTab) {
  let snapshot: Map<string, string> | null = null;
  let heldAt = 0;
  const waiting: (() => void)[] = [];
  const storage: KeyValueStorage = {
    getItem: (key) => (snapshot ? (snapshot.get(key) ?? null) : shared.getItem(key)),
    setItem(key, value) {
      shared.setItem(key, value);
      snapshot?.set(key, value);
    },
    removeItem(key) {
      shared.removeItem(key);
      snapshot?.delete(key);
    },
    keys: () => (snapshot ? [...snapshot.keys()] : shared.keys()),
  };
  const hearing: CrossTab = {
    ...crossTab,
    subscribe: (fn) => crossTab.subscribe((message) => (snapshot ? waiting.push(() => fn(message)) : fn(message))),
  };
  return {
    storage,
    crossTab: hearing,
    hold() {
      snapshot = new Map(shared.keys().map((key) => [key, shared.getItem(key) ?? '']));
      heldAt = shared.journal.length;
    },
    /** The keys written to the shared storage since hold(), in order. */
    writesSinceHold: () => shared.journal.slice(heldAt).map(([key]) => key),
    seeFirstWrites(count: number) {
      for (const [key, value] of shared.journal.slice(heldAt, heldAt + count)) {
        if (value === null) snapshot?.delete(key);
        else snapshot?.set(key, value);
      }
    },
    catchUp() {
      snapshot = null;
      for (const deliver of waiting.splice(0)) deliver();
    },
  };
}

/** A clock tests move by hand. */
export function fakeClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let now = start;
  return {
    nowMs: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  };
}

/** A rotation log in memory, consistent like IndexedDB; `entries` shows what it holds. */
function memoryRotationLog(): RotationLog & { entries: Map<string, RotatedTokens> } {
  const entries = new Map<string, RotatedTokens>();
  return {
    entries,
    successor: async (spent) => entries.get(spent) ?? null,
    record: async (spent, next) => void entries.set(spent, next),
    clear: async () => entries.clear(),
  };
}

/** Cross-tab bus shared by several fake tabs: pass the same hub to each tab's deps. */
export function crossTabHub() {
  const listeners = new Set<{ tab: object; fn: (message: CrossTabMessage) => void }>();
  let lockChain: Promise<unknown> = Promise.resolve();
  const rotations = memoryRotationLog();
  return {
    rotations,
    tab(): CrossTab {
      const tab = {};
      return {
        post: (message) => {
          for (const l of listeners) if (l.tab !== tab) l.fn(message);
        },
        subscribe(fn) {
          const entry = { tab, fn };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
        withLock<T>(_name: string, fn: () => Promise<T>): Promise<T> {
          const run = lockChain.then(fn, fn);
          lockChain = run.catch(() => undefined);
          return run;
        },
        rotations,
      };
    },
  };
}

export type FakeHandler = (request: HttpRequest) => HttpResponse | Promise<HttpResponse>;

/** A transport answering from a handler, recording every request it saw. */
export function fakeTransport(handler: FakeHandler) {
  const requests: HttpRequest[] = [];
  return {
    requests,
    async send<T>(request: HttpRequest): Promise<HttpResponse<T>> {
      requests.push(request);
      return (await handler(request)) as HttpResponse<T>;
    },
  };
}

/** Page visibility a test flips by hand with set(). */
export function fakeVisibility(initial = true): VisibilityWatcher & { set(visible: boolean): void } {
  let visible = initial;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      visible = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

export const TEST_CONFIG: AppConfig = {
  idleTimeoutMinutes: 30,
  analyticsUrl: 'https://analytics.takeflow.test',
  clientId: 'takeflow-web',
  version: '1.0.0',
  termsUrl: '/terms',
  privacyUrl: '/privacy',
  ssoProviders: [],
  cookieDomain: null,
  cookiePath: '/cdn/customers/',
};

/** Fake deps for a store under test; override any part. */
export function fakeDeps(overrides: Partial<AppDeps> = {}) {
  const navigations: string[] = [];
  const opened: string[] = [];
  /** Tabs opened empty (openPending): where each was sent, and whether it was closed. */
  const pendingTabs: { url: string | null; closed: boolean }[] = [];
  const reloads: number[] = [];
  const cookies = new Map<string, string>();
  let pathname = '/';
  let search = '';
  const deps: AppDeps = {
    transport: fakeTransport(() => ({ status: 404, body: { message: 'no fake answer' } })),
    storage: memoryStorage(),
    clock: fakeClock(),
    crossTab: crossTabHub().tab(),
    navigate: (to) => {
      navigations.push(to);
      const [path, query = ''] = to.split('?');
      pathname = path ?? '/';
      search = query ? `?${query}` : '';
    },
    location: {
      pathname: () => pathname,
      search: () => search,
      reload: () => void reloads.push(reloads.length + 1),
    },
    cookies: {
      set: (name, value) => void cookies.set(name, value),
      remove: (name) => void cookies.delete(name),
    },
    config: TEST_CONFIG,
    appVersion: '1.0.0',
    visibility: fakeVisibility(),
    windows: {
      open: (url) => void opened.push(url),
      replace: (url) => void navigations.push(url),
      openPending() {
        const tab = { url: null as string | null, closed: false };
        pendingTabs.push(tab);
        return { go: (url) => void (tab.url = url), close: () => void (tab.closed = true) };
      },
    },
    screen: fakeScreen(),
    serviceWorker: fakeServiceWorker().port,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    liveStream: fakeLiveServer().port,
    leadership: fakeLocks().tab(),
    uploader: fakeUploader().uploader,
    ...overrides,
  };
  return { deps, navigations, reloads, cookies, opened, pendingTabs };
}
