import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { uiReducer } from '../chrome';
import { countsReducer } from '../menu';
import type { AppDeps } from '../platform/deps';
import { profilesReducer } from '../profiles';
import { accountReducer, sessionReducer } from '../session';
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
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store factory for the app, the tests and the scenarios (docs/conventions.md §10). */
export function makeStore(deps: AppDeps, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga, deps);
  /** Starts an area's saga when its chunk loads, supervised like the shell's own (src/app/supervise.ts). */
  const runAreaSaga = (name: string, saga: Supervised['saga'], ...args: unknown[]) =>
    sagaMiddleware.run(superviseOne, { name, saga, args: [deps, ...args], policy: 'restart' });
  return { store, task, runAreaSaga };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
