import { API_PATHS } from '../../../../contract/config';
import { toastRequested, unauthorizedReceived } from '../../../api';
import type { HttpRequest, HttpResponse } from '../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { sagaWorld, worldPerTest } from '../../../testing/sagaWorld';
import { signedInStorage } from '../../../testing/signedInStorage';
import { tasksSaga } from './tasksSaga';
import { selectTaskBusy, selectTaskSettled, taskActionRequested, tasksSlice } from './tasksSlice';

/** The tasks saga on the app's store with the tasks slice injected, against a scripted server. */
function world(answer: (request: HttpRequest) => HttpResponse) {
  const clock = fakeClock();
  const storage = memoryStorage(
    signedInStorage({ now: clock.nowMs(), tokenLife: 24 * 3600_000, access: 'access-1', refresh: 'refresh-1' }),
  );
  const transport = fakeTransport(async (request) => answer(request));
  const { deps } = fakeDeps({ transport, storage, clock });
  const { store, actions: seen, stop } = sagaWorld(deps, { saga: tasksSaga, slices: [tasksSlice] });
  return {
    store,
    bodies: () => transport.requests.map((r) => [r.path, (r.json as { clientRequest: unknown }).clientRequest]),
    actions: () => seen,
    toasts: () => seen.filter(toastRequested.match).map((a) => a.payload.messageKey ?? a.payload.message),
    settle: () => jest.advanceTimersByTimeAsync(0),
    stop,
  };
}

const changed = (value: boolean): HttpResponse => ({
  status: 200,
  body: { status: 'Ok', clientResponse: { changed: value }, errorMessage: null },
});

const start = worldPerTest(world);

test('closing an item calls its action, waits on it, then says so and reloads the lists', async () => {
  const w = start(() => changed(true));
  w.store.dispatch(taskActionRequested({ list: 'file', id: 12, key: 'customers/1/uploads/u/scans.pdf' }));
  expect(selectTaskBusy(w.store.getState(), 'file', 12)).toBe(true);
  await w.settle();
  expect(w.bodies()).toEqual([[API_PATHS.fulfilFileRequest, { requestId: 12, fileKey: 'customers/1/uploads/u/scans.pdf' }]]);
  expect(selectTaskBusy(w.store.getState(), 'file', 12)).toBe(false);
  expect(selectTaskSettled(w.store.getState())).toBe(1);
  expect(w.toasts()).toEqual(['tasks.done.file']);
});

test('each list calls its own action', async () => {
  const w = start(() => changed(true));
  w.store.dispatch(taskActionRequested({ list: 'recording', id: 1, key: 'customers/1/uploads/u/clip.webm' }));
  w.store.dispatch(taskActionRequested({ list: 'deliverable', id: 2 }));
  w.store.dispatch(taskActionRequested({ list: 'approvals', id: 3, decision: 'rejected', comment: 'Too long' }));
  w.store.dispatch(taskActionRequested({ list: 'approvals', id: 4, decision: 'approved', comment: '' }));
  await w.settle();
  expect(w.bodies()).toEqual([
    [API_PATHS.completeRecordingTask, { taskId: 1, clipKey: 'customers/1/uploads/u/clip.webm' }],
    [API_PATHS.markDeliverableDelivered, { deliverableId: 2 }],
    [API_PATHS.decideProgramApproval, { programId: 3, decision: 'rejected', comment: 'Too long' }],
    [API_PATHS.decideProgramApproval, { programId: 4, decision: 'approved' }],
  ]);
  expect(w.toasts()).toEqual(['tasks.done.recording', 'tasks.done.deliverable', 'tasks.done.rejected', 'tasks.done.approved']);
});

test('an item someone else closed says so; a refusal shows the server’s words; both reload the list', async () => {
  const w = start((request) =>
    request.path === API_PATHS.decideProgramApproval
      ? { status: 400, body: { status: 'Error', clientResponse: null, errorMessage: 'A rejection needs a comment telling the author why' } }
      : changed(false),
  );
  w.store.dispatch(taskActionRequested({ list: 'recording', id: 1, key: 'customers/1/uploads/u/clip.webm' }));
  w.store.dispatch(taskActionRequested({ list: 'approvals', id: 3, decision: 'rejected' }));
  await w.settle();
  expect(w.toasts()).toEqual(['tasks.done.already', 'A rejection needs a comment telling the author why']);
  expect(selectTaskSettled(w.store.getState())).toBe(2);
  // A refused decision is the form's feedback: the session goes on.
  expect(w.actions().filter(unauthorizedReceived.match)).toEqual([]);
});
