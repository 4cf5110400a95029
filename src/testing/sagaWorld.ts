import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore, rootReducer, type RootState } from '../app/makeStore';
import type { AppDeps } from '../platform/deps';
import type { InjectableSlice } from '../ui/areaRuntime';

type StoreOptions = NonNullable<Parameters<typeof makeStore>[2]>;

interface SagaWorldOptions {
  /** The saga the store starts; the shell's rootSaga when absent. */
  saga?: StoreOptions['saga'];
  /** An area's slices, injected as its chunk would inject them. */
  slices?: readonly InjectableSlice[];
  preloadedState?: Partial<RootState>;
}

/**
 * The app's store (makeStore: every slice of the shell) on fake deps, running the saga under test
 * and recording every action it sees — the one way tests build a store (docs/conventions.md §10).
 */
export function sagaWorld(deps: AppDeps, options: SagaWorldOptions = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  for (const slice of options.slices ?? []) rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  const { store, task, runtime } = makeStore(deps, options.preloadedState, { saga: options.saga, middleware: [record] });
  return {
    store,
    task,
    actions,
    /** Runs a saga over these deps in this store (a service call through callApi) and answers its result. */
    run: runtime.run,
    /** The actions of one type that went through the store. */
    dispatched: (type: string) => actions.filter((action) => action.type === type),
    stop: () => task.cancel(),
  };
}

/**
 * One world per test, on fake timers: the returned function builds it (with `build`'s
 * arguments), and it stops after the test, whichever way the test ended.
 */
export function worldPerTest<A extends unknown[], W extends { stop(): void }>(build: (...args: A) => W): (...args: A) => W {
  let current: W | null = null;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    current?.stop();
    current = null;
    jest.useRealTimers();
  });
  return (...args) => (current = build(...args));
}
