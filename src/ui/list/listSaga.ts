import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { ServiceResponse } from '../../../contract/envelope';
import type { Page } from '../../../contract/lists';
import { callApi } from '../../api';
import type { AppDeps } from '../../platform/deps';
import { listFailed, listLoaded, listRequested, selectListEntry, type ListRequest } from './listSlice';

function* load(deps: AppDeps, { listId, path, request, params }: ListRequest): SagaIterator {
  const entry = (yield select(selectListEntry, listId)) as ReturnType<typeof selectListEntry>;
  const serial = entry?.serial ?? 0;
  const answer = (yield call(callApi, deps, path, { ...params, ...request })) as ServiceResponse<Page<unknown>> | null;
  if (answer?.status === 'Ok' && answer.clientResponse) {
    yield put(listLoaded({ listId, serial, page: answer.clientResponse }));
  } else {
    // A null answer was already handled by the pipeline (a toast, a sign-out); the list still says so.
    yield put(listFailed({ listId, serial, message: answer?.errorMessage || null }));
  }
}

/**
 * Loads every paged list through the one request pipeline (callApi). A newer request for a list
 * cancels the one under way, so a quick sort-then-page shows the last choice only.
 */
export function* listsSaga(deps: AppDeps): SagaIterator {
  const running = new Map<string, Task>();
  for (;;) {
    const action = (yield take(listRequested)) as ReturnType<typeof listRequested>;
    const previous = running.get(action.payload.listId);
    if (previous) yield cancel(previous);
    running.set(action.payload.listId, (yield fork(load, deps, action.payload)) as Task);
  }
}
