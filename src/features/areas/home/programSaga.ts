import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { endpoints } from '../../../api';
import type { AppDeps } from '../../../platform/deps';
import { programFailed, programLoaded, programOpened } from './programSlice';

function* open(deps: AppDeps, action: ReturnType<typeof programOpened>): SagaIterator {
  const { programId } = action.payload;
  const answer = yield* endpoints.getInboxProgram(deps, { programId });
  if (answer?.status === 'Ok' && answer.clientResponse) {
    // Opening marks it viewed on the server, which announces the new counts to every tab (§3).
    yield put(programLoaded(answer.clientResponse));
  } else {
    yield put(programFailed({ programId, message: answer?.errorMessage || null }));
  }
}

/** Opens programs of Home; opening another cancels the one still loading. */
export function* programSaga(deps: AppDeps): SagaIterator {
  yield takeLatest(programOpened, open, deps);
}
