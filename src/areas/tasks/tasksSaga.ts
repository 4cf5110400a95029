import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { API_PATHS, type ServiceResponse, type TaskActionResponse } from '../../../contract';
import { callApi, toastRequested } from '../../api';
import type { AppDeps } from '../../platform/deps';
import { TASK_LIST_PAGES } from './taskLists';
import { taskActionRequested, taskActionSettled, type TaskActionRequest } from './tasksSlice';

function requestOf({ list, id, decision, comment }: TaskActionRequest): { path: string; body: Record<string, unknown> } {
  const page = TASK_LIST_PAGES.find((candidate) => candidate.list === list);
  if (page === undefined) throw new Error(`no task list ${list}`);
  if (page.action === 'review') {
    return { path: API_PATHS.decideProgramApproval, body: { programId: id, decision, ...(comment ? { comment } : {}) } };
  }
  return { path: page.action.path, body: { [page.action.idField]: id } };
}

function* act(deps: AppDeps, action: ReturnType<typeof taskActionRequested>): SagaIterator {
  const { list, id, decision } = action.payload;
  const { path, body } = requestOf(action.payload);
  // A refused decision (a rejection without comment) is the form's feedback, not a lost session.
  const answer = (yield call(callApi, deps, path, body, { formErrors: true })) as ServiceResponse<TaskActionResponse> | null;
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
}

/** Runs the actions of the task lists through the one request pipeline (callApi). */
export function* tasksSaga(deps: AppDeps): SagaIterator {
  yield takeEvery(taskActionRequested, act, deps);
}
