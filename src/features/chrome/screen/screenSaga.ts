import { eventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { AppDeps } from '../../../platform/deps';
import { windowResized } from '../events';

/** Keeps ui.width in step with the viewport (§4: the width dialog and the sidebar collapse). */
export function* screenSaga(deps: AppDeps): SagaIterator<void> {
  yield put(windowResized({ width: deps.screen.width() }));
  const widths = eventChannel<number>((emit) => deps.screen.subscribe(emit));
  try {
    for (;;) {
      const width: number = yield take(widths);
      yield put(windowResized({ width }));
    }
  } finally {
    yield call([widths, widths.close]);
  }
}
