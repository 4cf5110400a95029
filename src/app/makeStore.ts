import { combineSlices, configureStore, createAction, type Middleware } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import createSagaMiddleware from 'redux-saga';
import { uiReducer } from '../features/chrome';
import { countsReducer } from '../features/menu';
import type { AppDeps } from '../platform/deps';
import type { AreaRuntime } from '../ui/areaRuntime';
import { notificationsReducer } from '../features/notifications';
import { profilesReducer } from '../features/profiles';
import { accountReducer, sessionReducer } from '../features/session';
import { lateMiddleware } from './lateMiddleware';
import { rootSaga } from './rootSaga';
import { superviseOne, type Supervised } from './supervise';

/**
 * The shell's own state. An area that brings state injects its slice when its chunk loads
 * (`rootReducer.inject(slice)`), so its code never lands in the first bundle.
 */
export const rootReducer = combineSlices({
  session: sessionReducer,
  profiles: profilesReducer,
  counts: countsReducer,
  ui: uiReducer,
  account: accountReducer,
  notifications: notificationsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A query layer's slice and middleware joined the store; its state exists from this action on. */
const apiInjected = createAction<{ reducerPath: string }>('store/apiInjected');

/**
 * What a test may change: the saga the store starts (the shell's rootSaga by default; a test of
 * one feature saga starts only that one) and middleware that runs before the sagas (a recorder).
 */
interface StoreOptions {
  saga?: (deps: AppDeps) => SagaIterator;
  middleware?: Middleware[];
}

/** One store factory for the app, the tests and the scenarios (docs/conventions.md §10). */
export function makeStore(deps: AppDeps, preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  // The query layer (src/api/query) brings its middleware when the signed-in shell loads.
  const late = lateMiddleware();
  const runSaga: AreaRuntime['run'] = (saga, ...args) => sagaMiddleware.run(saga, deps, ...args).toPromise();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Thunks serve RTK Query only, whose calls run the pipeline saga (runSaga); flows stay in sagas.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { runSaga } } }).concat(...(options.middleware ?? []), sagaMiddleware, late.middleware),
  });
  const task = sagaMiddleware.run(options.saga ?? rootSaga, deps);
  /** Starts an area's saga when its chunk loads, supervised like the shell's own (src/app/supervise.ts). */
  const runAreaSaga = (name: string, saga: Supervised['saga'], ...args: unknown[]) =>
    sagaMiddleware.run(superviseOne, { name, saga, args: [deps, ...args], policy: 'restart' });
  const started = new Set<string>();
  const injectedApis = new Set<string>();
  /** What an area's chunk is given (src/ui/areaRuntime.tsx): its slice injected, its saga run once. */
  const runtime: AreaRuntime = {
    injectSlice: (slice) => void rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]),
    runSaga: (name, saga) => {
      if (started.has(name)) return;
      started.add(name);
      runAreaSaga(name, saga);
    },
    run: runSaga,
    injectApi: (api) => {
      if (injectedApis.has(api.reducerPath)) return;
      injectedApis.add(api.reducerPath);
      rootReducer.inject(api as Parameters<typeof rootReducer.inject>[0]);
      late.join(api.middleware);
      store.dispatch(apiInjected({ reducerPath: api.reducerPath }));
    },
  };
  return { store, task, runAreaSaga, runtime };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
