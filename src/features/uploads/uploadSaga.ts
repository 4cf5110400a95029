import { END, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { ServiceResponse } from '../../../contract/envelope';
import type { UploadSignature } from '../../../contract/permissions';
import { endpoints } from '../../api';
import type { AppDeps, UploadOutcome } from '../../platform/deps';
import { fileShelf, type ShelvedFile } from './fileShelf';
import {
  uploadAttempted,
  uploadCancelRequested,
  uploadFinished,
  uploadProgressed,
  uploadQueued,
  uploadRetried,
  uploadSigned,
  type UploadEntry,
  type UploadFailure,
} from './uploadsSlice';
import { selectUpload } from './selectors';

/** A network failure is tried again this many times by itself, each with a fresh signature. */
export const AUTO_RETRIES = 2;
/** Wait before the automatic retry n (1-based): 2 s, then 6 s. */
export const retryDelayMs = (attempt: number) => 2_000 * (attempt * 2 - 1);
/** Progress reaches the store in steps of at least this share of the file, not per network packet. */
const PROGRESS_STEP = 0.01;

type SendEvent = { progress: number } | { outcome: UploadOutcome };

function sendChannel(deps: AppDeps, signature: UploadSignature, file: ShelvedFile, signal: AbortSignal): EventChannel<SendEvent> {
  return eventChannel<SendEvent>((emit) => {
    const fields: [string, string][] = [
      ['key', signature.key],
      ['Content-Type', signature['Content-Type']],
      ['X-Amz-Algorithm', signature['X-Amz-Algorithm']],
      ['X-Amz-Credential', signature['X-Amz-Credential']],
      ['X-Amz-Date', signature['X-Amz-Date']],
      ['Policy', signature.Policy],
      ['X-Amz-Signature', signature['X-Amz-Signature']],
    ];
    void deps.uploader
      .send({ url: signature.url, fields, file, fileName: file.name }, { signal, onProgress: (loaded) => emit({ progress: loaded }) })
      .then((outcome) => {
        emit({ outcome });
        emit(END);
      });
    return () => undefined;
  });
}

const cancelOf = (id: string) => (action: unknown) => uploadCancelRequested.match(action) && action.payload.id === id;

/** One attempt: sign for the purpose, then send; a cancel at any point ends it. */
function* attempt(
  deps: AppDeps,
  entry: UploadEntry,
  file: ShelvedFile,
): SagaIterator<UploadOutcome | { kind: 'failed'; failure: UploadFailure }> {
  const { signed, cancelled } = (yield race({
    signed: call(endpoints.getUploadSignature, deps, {
      purpose: entry.purpose,
      contentType: file.type,
      fileName: file.name,
      ...(entry.taskId === undefined ? {} : { taskId: entry.taskId }),
    }),
    cancelled: take(cancelOf(entry.id)),
  })) as { signed?: ServiceResponse<UploadSignature> | null; cancelled?: unknown };
  if (cancelled) return { kind: 'cancelled' };
  const signature = signed?.status === 'Ok' ? signed.clientResponse : null;
  // The pipeline already told the user why (a toast for the refusal, §8).
  if (!signature) return { kind: 'failed', failure: 'notAllowed' };
  if (file.size > signature.maxBytes) return { kind: 'failed', failure: 'tooLarge' };
  yield put(uploadSigned({ id: entry.id, key: signature.key, url: signature.objectUrl }));
  const controller = new AbortController();
  const channel: EventChannel<SendEvent> = yield call(sendChannel, deps, signature, file, controller.signal);
  let reported = 0;
  for (;;) {
    const { event, cancel } = (yield race({ event: take(channel), cancel: take(cancelOf(entry.id)) })) as {
      event?: SendEvent;
      cancel?: unknown;
    };
    if (cancel) {
      controller.abort();
      continue; // the sender answers 'cancelled'
    }
    if (event === undefined) return { kind: 'network' };
    if ('outcome' in event) return event.outcome;
    if (event.progress - reported >= entry.size * PROGRESS_STEP || event.progress === entry.size) {
      reported = event.progress;
      yield put(uploadProgressed({ id: entry.id, loaded: event.progress }));
    }
  }
}

/** An upload from its signature to its end: stored, failed (after the automatic retries) or cancelled. */
function* runUpload(deps: AppDeps, id: string): SagaIterator<void> {
  const file = fileShelf.get(id);
  if (file === undefined) {
    yield put(uploadFinished({ id, status: 'failed', failure: 'refused' }));
    return;
  }
  for (let retry = 0; ; retry++) {
    const entry: UploadEntry | undefined = yield select(selectUpload(id));
    if (entry === undefined) return;
    const outcome: UploadOutcome | { kind: 'failed'; failure: UploadFailure } = yield call(attempt, deps, entry, file);
    switch (outcome.kind) {
      case 'stored':
        fileShelf.remove(id);
        yield put(uploadFinished({ id, status: 'stored' }));
        return;
      case 'cancelled':
        yield put(uploadFinished({ id, status: 'cancelled' }));
        return;
      case 'refused':
        yield put(uploadFinished({ id, status: 'failed', failure: 'refused' }));
        return;
      case 'failed':
        yield put(uploadFinished({ id, status: 'failed', failure: outcome.failure }));
        return;
      case 'network':
        if (retry >= AUTO_RETRIES) {
          yield put(uploadFinished({ id, status: 'failed', failure: 'network' }));
          return;
        }
        yield put(uploadAttempted({ id }));
        {
          const { cancel } = (yield race({ wait: delay(retryDelayMs(retry + 1)), cancel: take(cancelOf(id)) })) as { cancel?: unknown };
          if (cancel) {
            yield put(uploadFinished({ id, status: 'cancelled' }));
            return;
          }
        }
    }
  }
}

/** Every queued or retried upload runs on its own; several files go at once. */
export function* uploadsSaga(deps: AppDeps): SagaIterator<void> {
  yield takeEvery([uploadQueued, uploadRetried], function* (action: { payload: { id: string } }) {
    yield call(runUpload, deps, action.payload.id);
  });
}
