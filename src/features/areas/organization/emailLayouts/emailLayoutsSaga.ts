import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { API_PATHS } from '../../../../../contract/config';
import type { EmailLayoutsResponse, EmailOutboxResponse } from '../../../../../contract/email';
import { callApi } from '../../../../api';
import type { AppDeps } from '../../../../platform/deps';
import { emailLayoutsLoaded, emailOutboxLoaded, emailReadFailed, emailReadRequested, type EmailRead } from './emailLayoutsSlice';

const PATH: Record<EmailRead, string> = { layouts: API_PATHS.getEmailLayouts, outbox: API_PATHS.getEmailOutbox };

function* read(deps: AppDeps, which: EmailRead): SagaIterator<void> {
  const answer = yield* callApi<unknown>(deps, PATH[which], {});
  if (answer === null || answer.status !== 'Ok' || answer.clientResponse === null) {
    yield put(emailReadFailed({ read: which, message: answer?.errorMessage ?? null }));
  } else if (which === 'layouts') {
    yield put(emailLayoutsLoaded(answer.clientResponse as EmailLayoutsResponse));
  } else {
    yield put(emailOutboxLoaded(answer.clientResponse as EmailOutboxResponse));
  }
}

/** Each read through the one pipeline (callApi); a newer request of the same read wins. */
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
