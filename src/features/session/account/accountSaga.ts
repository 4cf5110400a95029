import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { API_PATHS } from '../../../../contract/config';
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

/** Null for an Ok envelope, else the message to show (the server's words, or a network key). */
function outcome(exchange: Exchange): { ok: true; body: unknown } | { ok: false; error: string } {
  if (exchange.kind === 'network') return { ok: false, error: 'session.account.errors.network' };
  const body = exchange.body as { status?: string; clientResponse?: unknown; errorMessage?: string | null } | null;
  if (body?.status === 'Ok') return { ok: true, body: body.clientResponse };
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
