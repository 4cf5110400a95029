import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { API_PATHS } from '../../../../../contract/config';
import type { ServiceResponse } from '../../../../../contract/envelope';
import { callApi, toastRequested } from '../../../../api';
import type { AppDeps } from '../../../../platform/deps';
import { mediaDeleteEnded, mediaDeleteRequested } from './mediaSlice';

/** Deletes one object through the pipeline; a refusal is told by the pipeline's toast (§8). */
function* deleteOne(deps: AppDeps, action: ReturnType<typeof mediaDeleteRequested>): SagaIterator<void> {
  const answer: ServiceResponse<{ deleted: true }> | null = yield call(callApi, deps, API_PATHS.deleteMedia, { key: action.payload.key });
  const deleted = answer?.status === 'Ok';
  yield put(mediaDeleteEnded({ key: action.payload.key, deleted }));
  if (deleted) yield put(toastRequested({ messageKey: 'create.media.deleted', variant: 'success' }));
}

export function* mediaSaga(deps: AppDeps): SagaIterator<void> {
  yield takeEvery(mediaDeleteRequested, deleteOne, deps);
}
