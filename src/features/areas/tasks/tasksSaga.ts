import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import { callRef } from '../../../../contract/kit/callRef';
import type { TaskActionResponse } from '../../../../contract';
import { serviceCall, toastRequested, type Answer } from '../../../api';
import type { AppDeps } from '../../../platform/deps';
import { selectUpload, uploadFinished, type UploadEntry } from '../../uploads';
import { taskQueries } from './queries';
import { TASK_LIST_PAGES } from './taskLists';
import { selectItemOfUpload, taskActionRequested, taskActionSettled, type TaskActionRequest } from './tasksSlice';

// A refused decision (a rejection without comment) is the form's feedback, not a lost session.
const FORM = { formErrors: true };
const completeRecordingTask = serviceCall(callRef('completeRecordingTask'), FORM);
const fulfilFileRequest = serviceCall(callRef('fulfilFileRequest'), FORM);
const markDeliverableDelivered = serviceCall(callRef('markDeliverableDelivered'), FORM);
const decideProgramApproval = serviceCall(callRef('decideProgramApproval'), FORM);

/** The call closing one item of a list; an upload list's item is closed with its stored file only. */
function send(deps: AppDeps, { list, id, decision, comment, publishTo, key }: TaskActionRequest): Answer<TaskActionResponse> {
  const page = TASK_LIST_PAGES.find((candidate) => candidate.list === list);
  if (page === undefined) throw new Error(`no task list ${list}`);
  if (page.action === 'review') {
    if (decision === undefined) throw new Error('a review needs a decision');
    return decideProgramApproval(deps, { programId: id, decision, ...(comment ? { comment } : {}), ...(publishTo ? { publishTo } : {}) });
  }
  if (page.action.call === 'markDeliverableDelivered') return markDeliverableDelivered(deps, { deliverableId: id });
  if (key === undefined) throw new Error(`${list}: an item is closed by its uploaded file`);
  return page.action.call === 'completeRecordingTask'
    ? completeRecordingTask(deps, { taskId: id, clipKey: key })
    : fulfilFileRequest(deps, { requestId: id, fileKey: key });
}

function* act(deps: AppDeps, action: ReturnType<typeof taskActionRequested>): SagaIterator {
  const { list, id, decision } = action.payload;
  const answer = yield* send(deps, action.payload);
  // A null answer was already explained by the pipeline (a toast, a sign-out).
  if (answer !== null && (answer.status !== 'Ok' || answer.clientResponse === null)) {
    yield put(
      toastRequested(
        answer.errorMessage ? { message: answer.errorMessage, variant: 'error' } : { messageKey: 'api.errors.failed', variant: 'error' },
      ),
    );
  } else if (answer !== null) {
    const changed = answer.clientResponse?.changed === true;
    yield put(
      toastRequested(
        changed
          ? { messageKey: `tasks.done.${decision ?? list}`, variant: 'success' }
          : { messageKey: 'tasks.done.already', variant: 'info' },
      ),
    );
  }
  // The list reloads whatever happened: the item closed, or someone else had closed it.
  yield put(taskActionSettled({ list, id }));
  yield put(taskQueries.util.invalidateTags(['Tasks']));
}

/**
 * An upload handing in an item's file is stored: the item's action is called with its key. A
 * failed or cancelled upload calls nothing; the item stays open until a file is stored.
 */
function* handIn(action: ReturnType<typeof uploadFinished>): SagaIterator {
  if (action.payload.status !== 'stored') return;
  const item = (yield select(selectItemOfUpload, action.payload.id)) as ReturnType<typeof selectItemOfUpload>;
  const upload = (yield select(selectUpload(action.payload.id))) as UploadEntry | undefined;
  if (item === null || !upload?.key) return;
  yield put(taskActionRequested({ ...item, key: upload.key }));
}

/** Runs the actions of the task lists through the one request pipeline (serviceCall over callApi). */
export function* tasksSaga(deps: AppDeps): SagaIterator {
  yield takeEvery(taskActionRequested, act, deps);
  yield takeEvery(uploadFinished, handIn);
}
