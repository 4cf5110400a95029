import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { API_PATHS } from '../../../../../contract/config';
import type { ServiceResponse } from '../../../../../contract/envelope';
import type { MediaItem } from '../../../../../contract/media';
import { callApi, toastRequested } from '../../../../api';
import type { AppDeps } from '../../../../platform/deps';
import { listItemsPatched, selectListEntry } from '../../../../ui/list';
import { mediaProcessingReported } from '../../../live';
import { mediaDeleteEnded, mediaDeleteRequested, mediaListsStale } from './mediaSlice';
import { isPlayable } from './playable';

export const MEDIA_LIST_IDS = ['create.footage', 'create.files'] as const;

/** While a listed item cannot play yet, its list is read again at most this often to learn of its stream. */
export const STREAM_CHECK_MS = 5_000;

/** Deletes one object through the pipeline; a refusal is told by the pipeline's toast (§8). */
function* deleteOne(deps: AppDeps, action: ReturnType<typeof mediaDeleteRequested>): SagaIterator<void> {
  const answer: ServiceResponse<{ deleted: true }> | null = yield call(callApi, deps, API_PATHS.deleteMedia, { key: action.payload.key });
  const deleted = answer?.status === 'Ok';
  yield put(mediaDeleteEnded({ key: action.payload.key, deleted }));
  if (deleted) yield put(toastRequested({ messageKey: 'create.media.deleted', variant: 'success' }));
}

const listedItem = (state: unknown, key: string): MediaItem | undefined =>
  MEDIA_LIST_IDS.flatMap((listId) => (selectListEntry(state, listId)?.page?.items ?? []) as MediaItem[]).find((item) => item.key === key);

/**
 * The worker's progress, and a refusal's reason, reach the listed item at once. The event carries
 * no more, so the list is read again when the state moves (a finished item brings its poster,
 * duration and stream) and, while the item cannot play, every few seconds at most to learn when
 * its first rendition is ready.
 */
function* followProcessing(deps: AppDeps): SagaIterator<void> {
  let lastRead = Number.NEGATIVE_INFINITY;
  for (;;) {
    const { payload }: ReturnType<typeof mediaProcessingReported> = yield take(mediaProcessingReported);
    const item: MediaItem | undefined = yield select(listedItem, payload.key);
    if (item === undefined) continue;
    const processing = { state: payload.state, progress: payload.state === 'ready' ? 100 : payload.progress, error: payload.error };
    yield put(listItemsPatched({ listIds: MEDIA_LIST_IDS, field: 'key', value: payload.key, patch: { processing } }));
    const now = deps.clock.nowMs();
    const moved = payload.state !== item.processing.state;
    const awaitingStream = !isPlayable(item) && payload.state !== 'failed' && now - lastRead >= STREAM_CHECK_MS;
    if (moved || awaitingStream) {
      lastRead = now;
      yield put(mediaListsStale());
    }
  }
}

export function* mediaSaga(deps: AppDeps): SagaIterator<void> {
  yield takeEvery(mediaDeleteRequested, deleteOne, deps);
  yield fork(followProcessing, deps);
}
