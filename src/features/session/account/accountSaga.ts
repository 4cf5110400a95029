import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { API_PATHS } from '../../../../contract/config';
import type { ServiceResponse } from '../../../../contract/envelope';
import { postService, type Exchange } from '../../../api/http';
import type { AppDeps } from '../../../platform/deps';
import {
  accountLinkChecked,
  accountLinkOpened,
  forgotPasswordAnswered,
  forgotPasswordSubmitted,
  linkJoinSubmitted,
  linkPasswordAnswered,
  linkPasswordSubmitted,
  type AccountLinkDetails,
} from './accountSlice';

/**
 * The body of an Ok envelope, else what to show: a key of ours (a network failure, or the words
 * for the field the server refused, such as the password policy) or the server's own message.
 */
function outcome(exchange: Exchange): { ok: true; body: unknown } | { ok: false; error: string } {
  if (exchange.kind === 'network') return { ok: false, error: 'session.account.errors.network' };
  const body = exchange.body as Partial<ServiceResponse<unknown>> | null;
  if (body?.status === 'Ok') return { ok: true, body: body.clientResponse };
  const refused = body?.fields?.[0];
  if (refused !== undefined) return { ok: false, error: `api.fieldErrors.${refused.code}` };
  return { ok: false, error: body?.errorMessage ?? 'session.account.errors.failed' };
}

function* forgot(deps: AppDeps, { payload }: ReturnType<typeof forgotPasswordSubmitted>): SagaIterator<void> {
  const answer = outcome(yield call(postService, deps, API_PATHS.forgotPassword, payload, null));
  yield put(forgotPasswordAnswered({ error: answer.ok ? null : answer.error }));
}

function* check(deps: AppDeps, { payload }: ReturnType<typeof accountLinkOpened>): SagaIterator<void> {
  const answer = outcome(yield call(postService, deps, API_PATHS.checkAccountLink, payload, null));
  yield put(
    answer.ok
      ? accountLinkChecked({ details: answer.body as AccountLinkDetails, error: null })
      : accountLinkChecked({ details: null, error: answer.error }),
  );
}

function* setPassword(deps: AppDeps, { payload }: ReturnType<typeof linkPasswordSubmitted>): SagaIterator<void> {
  const answer = outcome(yield call(postService, deps, API_PATHS.setPassword, payload, null));
  yield put(linkPasswordAnswered({ error: answer.ok ? null : answer.error }));
}

function* join(deps: AppDeps, { payload }: ReturnType<typeof linkJoinSubmitted>): SagaIterator<void> {
  const answer = outcome(yield call(postService, deps, API_PATHS.joinWithLink, payload, null));
  yield put(linkPasswordAnswered({ error: answer.ok ? null : answer.error }));
}

/** The public account pages beside /login: forgot password and the emailed links. */
export function* accountSaga(deps: AppDeps): SagaIterator<void> {
  yield takeLeading(forgotPasswordSubmitted, forgot, deps);
  yield takeLatest(accountLinkOpened, check, deps);
  yield takeLeading(linkPasswordSubmitted, setPassword, deps);
  yield takeLeading(linkJoinSubmitted, join, deps);
}
