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
import { sendWithXhr } from './browserUploader';
import { trackedUploader } from './uploadTracker';
import { askBeforeUnload, reloadAfterUploads } from './unsavedWork';

const fetchTransport: Transport = {
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
    return { status: response.status, body: parsed as T, retryAfter: response.headers.get('retry-after') };
  },
};

const browserStorage: KeyValueStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
  keys: () => Object.keys(window.localStorage),
};

const CHANNEL_NAME = 'takeflow';

function browserCrossTab(): CrossTab {
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

const browserLocation: LocationReader = {
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  reload: (to) => (to === undefined ? window.location.reload() : window.location.replace(to)),
};

/**
 * The signed CDN cookies, for the organisations' objects only (`path`, from the server); with a
 * domain (COOKIE_DOMAIN) a CDN on a sibling host receives them too.
 */
function browserCookies(domain: string | null, path: string): CookieJar {
  const scope = `; Path=${path}${domain ? `; Domain=${domain}` : ''}`;
  // Copies from before the path or the domain were configured: every request carried them.
  const removeEarlier = (name: string) => {
    if (path !== '/') document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
    if (path !== '/' && domain) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}; SameSite=Lax`;
    if (domain) document.cookie = `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`;
  };
  return {
    set(name, value, maxAgeSeconds) {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      removeEarlier(name);
      document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}${scope}; SameSite=Lax${secure}`;
    },
    remove(name) {
      removeEarlier(name);
      document.cookie = `${name}=; Max-Age=0${scope}; SameSite=Lax`;
    },
  };
}

const browserVisibility: VisibilityWatcher = {
  isVisible: () => document.visibilityState !== 'hidden',
  subscribe(listener) {
    const handler = () => listener(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
};

const browserWindows: WindowOpener = {
  open: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  replace: (url) => window.location.replace(url),
  openPending() {
    const tab = window.open('', '_blank');
    if (tab === null) return null;
    // The new tab gets no handle on this one.
    tab.opener = null;
    return { go: (url) => tab.location.replace(url), close: () => tab.close() };
  },
};

export function browserDeps(config: AppConfig, navigate: Navigate, appVersion: string): AppDeps {
  const uploader = trackedUploader(sendWithXhr, askBeforeUnload(window));
  return {
    transport: fetchTransport,
    storage: browserStorage,
    clock: { nowMs: () => Date.now() },
    crossTab: browserCrossTab(),
    navigate,
    location: reloadAfterUploads(browserLocation, uploader),
    cookies: browserCookies(config.cookieDomain, config.cookiePath),
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
    uploader,
  };
}
