import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import { API_PATHS } from '../../../../contract/config';
import type { UploadSignatureRequest } from '../../../../contract/permissions';
import type { AppDeps, HttpRequest } from '../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { fakeSignature, fakeUploader } from '../../../testing/fakeUploader';
import { sagaWorld, worldPerTest } from '../../../testing/sagaWorld';
import { signedInStorage } from '../../../testing/signedInStorage';
import { queueUpload, uploadRetried, uploadsSaga, uploadsSlice } from '../../uploads';
import { tasksSaga } from './tasksSaga';
import { selectTaskSettled, selectTaskUploadId, taskUploadStarted, tasksSlice } from './tasksSlice';

/** The tasks and uploads sagas together, as on a task page, against a scripted server and object store. */
function world() {
  const clock = fakeClock();
  const storage = memoryStorage(
    signedInStorage({ now: clock.nowMs(), tokenLife: 24 * 3600_000, access: 'access-1', refresh: 'refresh-1' }),
  );
  let serial = 0;
  const transport = fakeTransport(async (request: HttpRequest) => {
    if (request.path !== API_PATHS.getUploadSignature) {
      return { status: 200, body: { status: 'Ok', clientResponse: { changed: true }, errorMessage: null } };
    }
    serial += 1;
    const { contentType } = (request.json as { clientRequest: UploadSignatureRequest }).clientRequest;
    return { status: 200, body: { status: 'Ok', clientResponse: fakeSignature(serial, contentType ?? 'video/webm'), errorMessage: null } };
  });
  const objectStore = fakeUploader();
  const { deps } = fakeDeps({ transport, storage, clock, uploader: objectStore.uploader });
  function* both(d: AppDeps): SagaIterator {
    yield fork(tasksSaga, d);
    yield fork(uploadsSaga, d);
  }
  const { store, stop } = sagaWorld(deps, { saga: both, slices: [tasksSlice, uploadsSlice] });
  const choose = (list: 'recording' | 'file', id: number, file: File, purpose: 'taskRecording' | 'taskFile' | 'footage') => {
    // As TaskUploadButton does: a task's upload names its task.
    const queued = purpose === 'footage' ? queueUpload(file, purpose) : queueUpload(file, purpose, id);
    if (purpose !== 'footage') store.dispatch(taskUploadStarted({ list, id, uploadId: queued.payload.id }));
    store.dispatch(queued);
    return queued.payload.id;
  };
  return {
    store,
    objectStore,
    choose,
    /** The task actions called, without the signature calls. */
    actions: () =>
      transport.requests
        .filter((r) => r.path !== API_PATHS.getUploadSignature)
        .map((r) => [r.path, (r.json as { clientRequest: unknown }).clientRequest]),
    /** The signature calls' requests. */
    signatures: () =>
      transport.requests
        .filter((r) => r.path === API_PATHS.getUploadSignature)
        .map((r) => (r.json as { clientRequest: UploadSignatureRequest }).clientRequest),
    settle: () => jest.advanceTimersByTimeAsync(0),
    stop,
  };
}

const clip = () => new File([new Uint8Array(600)], 'hello.webm', { type: 'video/webm' });
const pdf = () => new File([new Uint8Array(300)], 'scans.pdf', { type: 'application/pdf' });

const start = worldPerTest(world);

test('a recording task is completed with its clip once the clip is stored, not before', async () => {
  const w = start();
  w.choose('recording', 7, clip(), 'taskRecording');
  await w.settle();
  expect(selectTaskUploadId(w.store.getState(), 'recording', 7)).not.toBeNull();
  w.objectStore.pending[0]?.progress(300);
  await w.settle();
  expect(w.actions()).toEqual([]);
  w.objectStore.pending[0]?.finish({ kind: 'stored' });
  await w.settle();
  expect(w.actions()).toEqual([[API_PATHS.completeRecordingTask, { taskId: 7, clipKey: 'customers/1/uploads/u/1' }]]);
  // The list reloads and the item no longer waits on an upload.
  expect(selectTaskSettled(w.store.getState())).toBe(1);
  expect(selectTaskUploadId(w.store.getState(), 'recording', 7)).toBeNull();
});

test('a file request is fulfilled with its file; an upload for something else closes nothing', async () => {
  const w = start();
  w.choose('file', 12, pdf(), 'taskFile');
  w.choose('recording', 0, clip(), 'footage');
  await w.settle();
  for (const pending of [...w.objectStore.pending]) pending.finish({ kind: 'stored' });
  await w.settle();
  expect(w.actions()).toEqual([[API_PATHS.fulfilFileRequest, { requestId: 12, fileKey: 'customers/1/uploads/u/1' }]]);
});

test('a failed upload closes nothing and the item waits; a retry that is stored closes it', async () => {
  const w = start();
  const id = w.choose('recording', 3, clip(), 'taskRecording');
  await w.settle();
  w.objectStore.pending[0]?.finish({ kind: 'refused', status: 403, code: 'AccessDenied' });
  await w.settle();
  expect(w.actions()).toEqual([]);
  expect(selectTaskUploadId(w.store.getState(), 'recording', 3)).toBe(id);
  w.store.dispatch(uploadRetried({ id }));
  await w.settle();
  w.objectStore.pending[0]?.finish({ kind: 'stored' });
  await w.settle();
  expect(w.actions()).toEqual([[API_PATHS.completeRecordingTask, { taskId: 3, clipKey: 'customers/1/uploads/u/2' }]]);
});

test('a task’s upload asks its signature for that task, again on a retry; other uploads name no task', async () => {
  const w = start();
  const id = w.choose('file', 12, pdf(), 'taskFile');
  w.choose('recording', 0, clip(), 'footage');
  await w.settle();
  w.objectStore.pending[0]?.finish({ kind: 'refused', status: 403, code: 'AccessDenied' });
  await w.settle();
  w.store.dispatch(uploadRetried({ id }));
  await w.settle();
  expect(w.signatures()).toEqual([
    { purpose: 'taskFile', contentType: 'application/pdf', fileName: 'scans.pdf', taskId: 12 },
    { purpose: 'footage', contentType: 'video/webm', fileName: 'hello.webm' },
    { purpose: 'taskFile', contentType: 'application/pdf', fileName: 'scans.pdf', taskId: 12 },
  ]);
});
