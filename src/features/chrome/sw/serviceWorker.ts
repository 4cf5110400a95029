import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isAppConfig, NAVIGATION_ALLOWLIST, NAVIGATION_DENYLIST, passesThrough } from './routing';

/**
 * The service worker (built by InjectManifest to dist/sw.js). It precaches the app shell (HTML,
 * JS/CSS chunks, translations, icons) so the login page and the shell open offline, and waits
 * with a new version until the page asks it to take over (§4 new app version).
 */

// The DOM library the app is typed with has no worker-scope types; these are the few used here.
interface WorkerFetchEvent extends Event {
  readonly request: Request;
}
interface WorkerMessageEvent extends Event {
  readonly data: unknown;
}
interface WorkerScope {
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
declare const self: WorkerScope;

// Registered before Workbox's own fetch listener: a request that passes through never reaches
// it, so the browser fetches it as if there were no service worker.
self.addEventListener('fetch', (event) => {
  if (passesThrough(new URL(event.request.url), event.request.headers, self.location.origin)) {
    event.stopImmediatePropagation();
  }
});

// workbox-window's messageSkipWaiting(), sent when the user clicks the update banner.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once so it works offline without a reload, and the
// activated update takes the page that asked for it.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(({ url }) => isAppConfig(url), new NetworkFirst({ cacheName: 'takeflow-config', networkTimeoutSeconds: 5 }));

// Network first for pages, so a deployed version is what a fresh navigation gets; the precached
// index.html when the server cannot be reached. HTML is never cached at run time: a stale copy
// could name chunks the precache no longer holds.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: 10,
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
    { allowlist: NAVIGATION_ALLOWLIST, denylist: NAVIGATION_DENYLIST },
  ),
);
