import type { Workbox } from 'workbox-window';
import type { ServiceWorkerEvent, ServiceWorkerPort } from './deps';

/** The worker is emitted at the site root so its scope is the whole app (webpack InjectManifest). */
const SCRIPT_URL = '/sw.js';
/** Upper bound on waiting for an idle moment after load. */
const IDLE_TIMEOUT_MS = 2_000;

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, 0);
    }
  });
}

/** workbox-window behind the ServiceWorkerPort of AppDeps. */
export function browserServiceWorker(): ServiceWorkerPort {
  const listeners = new Set<(event: ServiceWorkerEvent) => void>();
  const emit = (event: ServiceWorkerEvent) => listeners.forEach((listener) => listener(event));
  let workbox: Workbox | null = null;
  let registration: ServiceWorkerRegistration | undefined;

  // workbox-window stops following 'updatefound' after the first update it deems external, so
  // the registration is asked directly after each check as well; the store ignores repeats.
  const reportWaiting = () => {
    if (registration?.waiting) emit({ type: 'waiting' });
  };

  return {
    supported: () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext,
    async whenStable() {
      await whenLoaded();
      await whenIdle();
    },
    async register() {
      // Loaded only now, once the page is stable: ~2 KB gzip off every first paint (docs/conventions.md §14).
      const { Workbox: WorkboxWindow } = await import(/* webpackChunkName: "workbox" */ 'workbox-window');
      workbox = new WorkboxWindow(SCRIPT_URL);
      workbox.addEventListener('waiting', () => emit({ type: 'waiting' }));
      workbox.addEventListener('controlling', (event) => emit({ type: 'controlling', isUpdate: Boolean(event.isUpdate) }));
      registration = await workbox.register({ immediate: true });
      reportWaiting();
    },
    async checkForUpdate() {
      if (!workbox) return;
      await workbox.update();
      registration?.installing?.addEventListener('statechange', reportWaiting);
      reportWaiting();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    activateWaiting() {
      if (!workbox || !registration?.waiting) return false;
      workbox.messageSkipWaiting();
      return true;
    },
  };
}
