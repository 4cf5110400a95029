import type { SagaIterator } from 'redux-saga';
import { fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { callRef } from '../../../../../contract/kit/callRef';
import type { MediaItem } from '../../../../../contract/media';
import { endpoints, toastRequested } from '../../../../api';
import type { ListArgs } from '../../../../api/query';
import type { AppDeps } from '../../../../platform/deps';
import { mediaProcessingReported } from '../../../live';
import { uploadFinished } from '../../../uploads';
import { mediaDeleteEnded, mediaDeleteRequested } from './mediaSlice';
import { mediaQueries } from './queries';
import { isPlayable } from './playable';

/** While a listed item cannot play yet, its list is read again at most this often to learn of its stream. */
export const STREAM_CHECK_MS = 5_000;

const deleteMedia = endpoints.serviceCall(callRef('deleteMedia'));

/** Deletes one object through the pipeline; a refusal is told by the pipeline's toast (§8). */
function* deleteOne(deps: AppDeps, action: ReturnType<typeof mediaDeleteRequested>): SagaIterator<void> {
  const answer = yield* deleteMedia(deps, { key: action.payload.key });
  const deleted = answer?.status === 'Ok';
  yield put(mediaDeleteEnded({ key: action.payload.key, deleted }));
  if (deleted) yield put(toastRequested({ messageKey: 'create.media.deleted', variant: 'success' }));
  if (deleted) yield put(readAgain);
}

const readAgain = mediaQueries.util.invalidateTags(['Media']);

type MediaState = Parameters<typeof mediaQueries.util.selectInvalidatedBy>[0];

/** Every cached page of footage or files: which call, with which argument. */
const cachedLists = (state: MediaState) =>
  mediaQueries.util
    .selectInvalidatedBy(state, ['Media'])
    .flatMap(({ endpointName, originalArgs }) =>
      endpointName === 'listFootage' || endpointName === 'listFiles'
        ? [{ endpointName: endpointName as 'listFootage' | 'listFiles', args: originalArgs as ListArgs }]
        : [],
    );

const listedItem = (state: MediaState, key: string): MediaItem | undefined =>
  cachedLists(state)
    .flatMap(({ endpointName, args }) => mediaQueries.endpoints[endpointName].select(args)(state).data?.items ?? [])
    .find((item) => item.key === key);

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
    const lists: ReturnType<typeof cachedLists> = yield select(cachedLists);
    for (const { endpointName, args } of lists) {
      yield put(
        mediaQueries.util.updateQueryData(endpointName, args, (page) => {
          for (const listed of page.items) if (listed.key === payload.key) listed.processing = processing;
        }),
      );
    }
    const now = deps.clock.nowMs();
    const moved = payload.state !== item.processing.state;
    const awaitingStream = !isPlayable(item) && payload.state !== 'failed' && now - lastRead >= STREAM_CHECK_MS;
    if (moved || awaitingStream) {
      lastRead = now;
      yield put(readAgain);
    }
  }
}

export function* mediaSaga(deps: AppDeps): SagaIterator<void> {
  yield takeEvery(mediaDeleteRequested, deleteOne, deps);
  yield fork(followProcessing, deps);
  // A stored upload is a new row of its list.
  yield takeEvery(
    (action: unknown) => uploadFinished.match(action) && action.payload.status === 'stored',
    function* () {
      yield put(readAgain);
    },
  );
}
