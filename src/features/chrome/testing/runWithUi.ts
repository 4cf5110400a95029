import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { uiReducer, type UiState } from '../uiSlice';

/** Runs one chrome saga against the real ui reducer (docs/conventions.md §6) and returns the store. */
export function runWithUi<Args extends unknown[]>(saga: Saga<Args>, ...args: Args) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ ui: uiReducer }),
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(saga, ...args);
  return { store, task, ui: (): UiState => store.getState().ui };
}
