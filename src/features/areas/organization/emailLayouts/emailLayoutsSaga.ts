import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { callRef } from '../../../../../contract/kit/callRef';
import { serviceCall } from '../../../../api';
import type { AppDeps } from '../../../../platform/deps';
import { emailLayoutsLoaded, emailOutboxLoaded, emailReadFailed, emailReadRequested, type EmailRead } from './emailLayoutsSlice';

const getEmailLayouts = serviceCall(callRef('getEmailLayouts'));
const getEmailOutbox = serviceCall(callRef('getEmailOutbox'));

function* read(deps: AppDeps, which: EmailRead): SagaIterator<void> {
  const answer = which === 'layouts' ? yield* getEmailLayouts(deps) : yield* getEmailOutbox(deps);
  if (answer === null || answer.status !== 'Ok' || answer.clientResponse === null) {
    yield put(emailReadFailed({ read: which, message: answer?.errorMessage ?? null }));
  } else if ('layouts' in answer.clientResponse) {
    yield put(emailLayoutsLoaded(answer.clientResponse));
  } else {
    yield put(emailOutboxLoaded(answer.clientResponse));
  }
}

/** Each read through the one pipeline (serviceCall over callApi); a newer request of the same read wins. */
export function* emailLayoutsSaga(deps: AppDeps): SagaIterator<void> {
  for (const which of ['layouts', 'outbox'] as const) {
    yield takeLatest(
      (action: { type: string; payload?: unknown }) => emailReadRequested.match(action) && action.payload === which,
      read,
      deps,
      which,
    );
  }
}
