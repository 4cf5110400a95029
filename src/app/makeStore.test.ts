import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { fakeDeps } from '../testing/fakeDeps';
import { makeStore, rootReducer } from './makeStore';

/** A throw-away area's state and saga, as its chunk would bring them. */
const studio = createSlice({
  name: 'studio',
  initialState: { opened: 0 },
  reducers: { studioOpened: (state, _action: PayloadAction<void>) => ({ opened: state.opened + 1 }) },
});

test('an area injects its slice and starts its saga when its chunk loads', () => {
  const { store, task, runAreaSaga } = makeStore(fakeDeps().deps);
  expect(store.getState()).not.toHaveProperty('studio');
  const withStudio = rootReducer.inject(studio);
  function* studioSaga(): SagaIterator<void> {
    for (;;) {
      yield take('studio/ping');
      yield put(studio.actions.studioOpened());
    }
  }
  const areaTask = runAreaSaga('studio', studioSaga);
  store.dispatch({ type: 'studio/ping' });
  store.dispatch({ type: 'studio/ping' });
  expect(withStudio.selector((state) => state.studio.opened)(store.getState())).toBe(2);
  expect(store.getState().session.status).toBeDefined();
  areaTask.cancel();
  task.cancel();
});
