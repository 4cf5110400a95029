import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import { API_PATHS, type TaskActionResponse } from '../../../../contract';
import { callApi, toastRequested } from '../../../api';
import type { AppDeps } from '../../../platform/deps';
import { selectUpload, uploadFinished, type UploadEntry } from '../../uploads';
import { taskQueries } from './queries';
import { TASK_LIST_PAGES } from './taskLists';
import { selectItemOfUpload, taskActionRequested, taskActionSettled, type TaskActionRequest } from './tasksSlice';

function requestOf({ list, id, decision, comment, key }: TaskActionRequest): { path: string; body: Record<string, unknown> } {
  const page = TASK_LIST_PAGES.find((candidate) => candidate.list === list);
  if (page === undefined) throw new Error(`no task list ${list}`);
  if (page.action === 'review') {
    return { path: API_PATHS.decideProgramApproval, body: { programId: id, decision, ...(comment ? { comment } : {}) } };
  }
  const { path, idField, upload } = page.action;
  return { path, body: { [idField]: id, ...(upload && key !== undefined ? { [upload.keyField]: key } : {}) } };
}

function* act(deps: AppDeps, action: ReturnType<typeof taskActionRequested>): SagaIterator {
  const { list, id, decision } = action.payload;
  const { path, body } = requestOf(action.payload);
  // A refused decision (a rejection without comment) is the form's feedback, not a lost session.
  const answer = yield* callApi<TaskActionResponse>(deps, path, body, { formErrors: true });
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

/** Runs the actions of the task lists through the one request pipeline (callApi). */
export function* tasksSaga(deps: AppDeps): SagaIterator {
  yield takeEvery(taskActionRequested, act, deps);
  yield takeEvery(uploadFinished, handIn);
}
