import type { AppConfig } from '../../contract/config';
import { browserLeadership, browserLiveStream } from './browserLive';
import type {
  AppDeps,
  CookieJar,
  CrossTab,
  CrossTabMessage,
  HttpRequest,
  HttpResponse,
  KeyValueStorage,
  LocationReader,
  Navigate,
  Transport,
  VisibilityWatcher,
  WindowOpener,
} from './deps';
import { browserScreen } from './browserScreen';
import { browserServiceWorker } from './browserServiceWorker';
import { browserActivity, browserGeolocation } from './browserPresence';
import { browserRotationLog } from './browserRotationLog';

export const fetchTransport: Transport = {
  async send<T>(request: HttpRequest): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    let body: string | undefined;
    if (request.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const response = await fetch(request.path, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let parsed: unknown = text;
    if (text && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed as T };
  },
};

export const browserStorage: KeyValueStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
  keys: () => Object.keys(window.localStorage),
};

const CHANNEL_NAME = 'takeflow';

export function browserCrossTab(): CrossTab {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return {
    post: (message) => channel?.postMessage(message),
    subscribe(listener) {
      if (!channel) return () => undefined;
      const handler = (event: MessageEvent<CrossTabMessage>) => listener(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    async withLock(name, fn) {
      // Web Locks serialise token refreshes across tabs; without them each tab refreshes alone.
      if (typeof navigator !== 'undefined' && navigator.locks) {
        return navigator.locks.request(name, fn);
      }
      return fn();
    },
    rotations: browserRotationLog(() => Date.now()),
  };
}

export const browserLocation: LocationReader = {
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  reload: (to) => (to === undefined ? window.location.reload() : window.location.replace(to)),
};

export const browserCookies: CookieJar = {
  set(name, value, maxAgeSeconds) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  },
  remove(name) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
};

export const browserVisibility: VisibilityWatcher = {
  isVisible: () => document.visibilityState !== 'hidden',
  subscribe(listener) {
    const handler = () => listener(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
};

export const browserWindows: WindowOpener = {
  open: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  replace: (url) => window.location.replace(url),
};

export function browserDeps(config: AppConfig, navigate: Navigate, appVersion: string): AppDeps {
  return {
    transport: fetchTransport,
    storage: browserStorage,
    clock: { now: () => Date.now() },
    crossTab: browserCrossTab(),
    navigate,
    location: browserLocation,
    cookies: browserCookies,
    config,
    appVersion,
    visibility: browserVisibility,
    windows: browserWindows,
    screen: browserScreen,
    serviceWorker: browserServiceWorker(),
    userAgent: navigator.userAgent,
    activity: browserActivity,
    geolocation: browserGeolocation,
    liveStream: browserLiveStream,
    leadership: browserLeadership,
  };
}
