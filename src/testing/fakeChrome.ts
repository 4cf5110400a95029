import type { ScreenWatcher, ServiceWorkerEvent, ServiceWorkerPort } from '../platform/deps';

/** A viewport a test resizes by hand with resize(). */
export function fakeScreen(initial = 1600): ScreenWatcher & { resize(width: number): void } {
  let width = initial;
  const listeners = new Set<(width: number) => void>();
  return {
    width: () => width,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    resize(next) {
      width = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/** A service worker a test drives: emit() what the browser would report, read the calls back. */
export function fakeServiceWorker(options: { supported?: boolean; stable?: Promise<void> } = {}) {
  const listeners = new Set<(event: ServiceWorkerEvent) => void>();
  const calls = { register: 0, checkForUpdate: 0, activateWaiting: 0 };
  let waiting = false;
  const port: ServiceWorkerPort = {
    supported: () => options.supported ?? true,
    whenStable: () => options.stable ?? Promise.resolve(),
    register: async () => void calls.register++,
    checkForUpdate: async () => void calls.checkForUpdate++,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    activateWaiting() {
      calls.activateWaiting++;
      return waiting;
    },
  };
  return {
    port,
    calls,
    emit(event: ServiceWorkerEvent) {
      if (event.type === 'waiting') waiting = true;
      if (event.type === 'controlling') waiting = false;
      for (const listener of [...listeners]) listener(event);
    },
  };
}
