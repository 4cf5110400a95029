import { all, call } from 'redux-saga/effects';
import { isRouteAllowed } from '../../menu';
import type { AppDeps, HttpRequest } from '../../../platform/deps';
import { sessionSaga } from '../../session';
import { crossTabHub, fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { sagaWorld } from '../../../testing/sagaWorld';
import { signedInStorage as storedSignIn } from '../../../testing/signedInStorage';
import { profilesSaga } from '../profilesSaga';
import type { FakeServer } from './fakeServer';

function* tabSaga(deps: AppDeps) {
  yield all([call(profilesSaga, deps, { loadRouteRule: async () => isRouteAllowed }), call(sessionSaga, deps)]);
}

const START = fakeClock().nowMs();

/** Storage of a browser where someone is signed in (tokens fresh, activity recent). */
export function multiSignedInStorage(extra: Record<string, string> = {}): Record<string, string> {
  return storedSignIn({ now: START, tokenLife: 300_000, username: 'multi@acme.test' }, extra);
}

/**
 * One browser with several tabs against a fake server: shared storage and cross-tab hub, each
 * tab with a store of the real session and profiles reducers and sagas (docs/conventions.md §6).
 */
export function createWorld(server: FakeServer, initialStorage: Record<string, string> = multiSignedInStorage()) {
  const storage = memoryStorage(initialStorage);
  const hub = crossTabHub();
  const transport = fakeTransport(server.handler);
  const clock = fakeClock(START);
  const tasks: { cancel(): void }[] = [];

  function openTab(path: string) {
    const made = fakeDeps({ transport, storage, clock, crossTab: hub.tab() });
    made.deps.navigate(path);
    made.navigations.length = 0;
    const { store, task, actions } = sagaWorld(made.deps, { saga: tabSaga });
    tasks.push(task);
    return {
      deps: made.deps,
      store,
      actions,
      navigations: made.navigations,
      state: () => store.getState(),
      path: () => `${made.deps.location.pathname()}${made.deps.location.search()}`,
      customerId: () => store.getState().session.customer?.customerId ?? null,
      dispatched: (type: string) => actions.filter((action) => action.type === type),
      toasts: () => store.getState().notifications.toasts.map((toast) => toast.messageKey ?? toast.message),
    };
  }

  return {
    storage,
    requests: transport.requests as HttpRequest[],
    tokenRequests: () => transport.requests.filter((r) => r.form?.grant_type).map((r) => r.form ?? {}),
    openTab,
    close: () => tasks.forEach((task) => task.cancel()),
  };
}

/** Waits until the condition holds (the sagas run on promises and zero-delay timers). */
export async function until(condition: () => boolean, what = 'condition', timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Lets pending promises and timers run, for asserting that nothing (more) happens. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
