import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { uiReducer } from '../chrome';
import { countsReducer } from '../menu';
import type { AppDeps } from '../platform/deps';
import { profilesReducer } from '../profiles';
import { accountReducer, sessionReducer } from '../session';
import { rootSaga } from './rootSaga';

export const rootReducer = combineReducers({
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
  return { store, task };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
