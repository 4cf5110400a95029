import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { createContext, useContext, type ReactNode } from 'react';
import type { SagaIterator } from 'redux-saga';
import type { AppDeps } from '../platform/deps';

/** A slice as the root reducer takes it in when an area's chunk loads. */
export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

/** A query layer (src/api/query): its slice and the middleware that runs its calls. */
export interface InjectableApi extends InjectableSlice {
  middleware: Middleware;
}

type AreaSaga = (deps: AppDeps) => SagaIterator;

/** A saga over the app's deps with arguments of its own, such as callApi. */
type DepsSaga<T, A extends unknown[]> = (deps: AppDeps, ...args: A) => SagaIterator<T>;

/**
 * What an area's chunk needs from the store (docs/architecture.md, "How to add an area"): inject
 * its slice and start its saga, supervised. src/app provides it; areas never import src/app.
 */
export interface AreaRuntime {
  injectSlice(slice: InjectableSlice): void;
  /** Starts the saga once per store: re-entering an area does not start a second copy. */
  runSaga(name: string, saga: AreaSaga): void;
  /**
   * Runs one saga with the deps and answers its result (the player's saved position, a reload).
   * It is also how the query layer's base query runs callApi; pages call the API through their
   * area's queries.ts (docs/architecture.md, "Requests").
   */
  run<T, A extends unknown[]>(saga: DepsSaga<T, A>, ...args: A): Promise<T>;
  /** Joins a query layer to the store once; call it outside render (it dispatches). */
  injectApi(api: InjectableApi): void;
}

const AreaRuntimeContext = createContext<AreaRuntime | null>(null);

export function AreaRuntimeProvider({ runtime, children }: { runtime: AreaRuntime; children: ReactNode }) {
  return <AreaRuntimeContext.Provider value={runtime}>{children}</AreaRuntimeContext.Provider>;
}

export function useAreaRuntime(): AreaRuntime {
  const runtime = useContext(AreaRuntimeContext);
  if (runtime === null) throw new Error('An area rendered outside AreaRuntimeProvider');
  return runtime;
}

/**
 * Injects the slices and starts the sagas an area's page needs, during the page's first render:
 * both are idempotent, and they must be in place before any child's effect dispatches a request
 * (children's effects run before their parent's).
 */
export function useAreaState(slices: readonly InjectableSlice[], sagas: Readonly<Record<string, AreaSaga>>): void {
  const runtime = useAreaRuntime();
  for (const slice of slices) runtime.injectSlice(slice);
  for (const [name, saga] of Object.entries(sagas)) runtime.runSaga(name, saga);
}
