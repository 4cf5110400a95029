import type { UnknownAction } from '@reduxjs/toolkit';
import FakeTimers from '@sinonjs/fake-timers';
import type { AppConfig } from '../../../../contract/config';
import type { ActivityWatcher, AppDeps, HttpRequest } from '../../../platform/deps';
import { crossTabHub, fakeDeps, fakeTransport, laggingTab, memoryStorage, TEST_CONFIG, type FakeHandler } from '../../../testing/fakeDeps';
import { sagaWorld } from '../../../testing/sagaWorld';
import { sessionSaga } from '../sessionSaga';
import type { SessionState } from '../sessionSlice';

export const WORLD_START = Date.UTC(2026, 0, 5, 9, 0, 0);

function fakeActivity(): ActivityWatcher & { emit(): void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}

export interface WorldOptions {
  storage?: Record<string, string>;
  config?: Partial<AppConfig>;
  server: FakeHandler;
  start?: number;
}

export type Tab = ReturnType<ReturnType<typeof createWorld>['openTab']>;

/**
 * Several tabs of one browser on a fake clock: shared storage, cross-tab hub and server, each
 * tab with its own store running the real session reducer and sagas (docs/conventions.md §6).
 */
export function createWorld(options: WorldOptions) {
  const clock = FakeTimers.install({
    now: options.start ?? WORLD_START,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  const storage = memoryStorage(options.storage);
  const hub = crossTabHub();
  const transport = fakeTransport(options.server);
  const config: AppConfig = { ...TEST_CONFIG, ...options.config };
  const tabs: { close(): void }[] = [];

  /** A tab at path; a lagging one can be held behind the others (`lag.hold()`, `lag.catchUp()`). */
  function openTab(path = '/', options: { lagging?: boolean } = {}) {
    const lag = options.lagging ? laggingTab(storage, hub.tab()) : null;
    const activity = fakeActivity();
    const made = fakeDeps({
      transport,
      storage: lag?.storage ?? storage,
      clock: { nowMs: () => clock.now },
      crossTab: lag?.crossTab ?? hub.tab(),
      config,
      activity,
      geolocation: { locate: async () => null },
    });
    const deps: AppDeps = made.deps;
    deps.navigate(path);
    made.navigations.length = 0;
    const { store, actions, run, stop } = sagaWorld(deps, { saga: sessionSaga });
    const tab = {
      deps,
      /** Present on a lagging tab. */
      lag,
      store,
      actions,
      navigations: made.navigations,
      reloads: made.reloads,
      cookies: made.cookies,
      activity,
      state: (): SessionState => store.getState().session,
      /** The toasts asked for and not yet shown. */
      toasts: () => store.getState().notifications.toasts,
      path: () => `${deps.location.pathname()}${deps.location.search()}`,
      dispatch: (action: UnknownAction) => store.dispatch(action),
      /** Runs a saga over this tab's deps in its store (e.g. callApi) and returns its result. */
      run,
      dispatched: (type: string) => actions.filter((action) => action.type === type).length,
      close: stop,
    };
    tabs.push(tab);
    return tab;
  }

  /** Lets every pending promise and zero-delay timer run. */
  async function settle() {
    for (let i = 0; i < 25; i += 1) await clock.tickAsync(0);
  }

  return {
    clock,
    storage,
    rotations: hub.rotations,
    config,
    requests: transport.requests as HttpRequest[],
    openTab,
    settle,
    now: () => clock.now,
    async advance(ms: number) {
      await clock.tickAsync(ms);
      await settle();
    },
    close() {
      for (const tab of tabs) tab.close();
      clock.uninstall();
    },
  };
}

export type World = ReturnType<typeof createWorld>;

/** Requests to one path (optionally with one form grant type). */
export function requestsTo(world: World, path: string, grant?: string): HttpRequest[] {
  return world.requests.filter((r) => r.path === path && (grant === undefined || r.form?.grant_type === grant));
}
