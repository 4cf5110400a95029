import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callRef } from '../../../../contract/kit/callRef';
import { publicCall, type PublicAnswer } from '../../../api/publicCall';
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
function outcome<T>(answer: PublicAnswer<T>): { ok: true; body: T | null } | { ok: false; error: string } {
  if (answer.kind === 'network') return { ok: false, error: 'session.account.errors.network' };
  const { body } = answer;
  if (body?.status === 'Ok') return { ok: true, body: body.clientResponse ?? null };
  const refused = body?.fields?.[0];
  if (refused !== undefined) return { ok: false, error: `api.fieldErrors.${refused.code}` };
  return { ok: false, error: body?.errorMessage ?? 'session.account.errors.failed' };
}

const forgotPassword = publicCall(callRef('forgotPassword'));
const checkAccountLink = publicCall(callRef('checkAccountLink'));
const setPasswordWithLink = publicCall(callRef('setPassword'));
const joinWithLink = publicCall(callRef('joinWithLink'));

function* forgot(deps: AppDeps, { payload }: ReturnType<typeof forgotPasswordSubmitted>): SagaIterator<void> {
  const answer = outcome((yield call(forgotPassword, deps, payload)) as PublicAnswer<null>);
  yield put(forgotPasswordAnswered({ error: answer.ok ? null : answer.error }));
}

function* check(deps: AppDeps, { payload }: ReturnType<typeof accountLinkOpened>): SagaIterator<void> {
  const answer = outcome((yield call(checkAccountLink, deps, payload)) as PublicAnswer<AccountLinkDetails>);
  yield put(
    answer.ok ? accountLinkChecked({ details: answer.body, error: null }) : accountLinkChecked({ details: null, error: answer.error }),
  );
}

function* setPassword(deps: AppDeps, { payload }: ReturnType<typeof linkPasswordSubmitted>): SagaIterator<void> {
  const answer = outcome((yield call(setPasswordWithLink, deps, payload)) as PublicAnswer<null>);
  yield put(linkPasswordAnswered({ error: answer.ok ? null : answer.error }));
}

function* join(deps: AppDeps, { payload }: ReturnType<typeof linkJoinSubmitted>): SagaIterator<void> {
  const answer = outcome((yield call(joinWithLink, deps, payload)) as PublicAnswer<{ organisationId: number }>);
  yield put(linkPasswordAnswered({ error: answer.ok ? null : answer.error }));
}

/** The public account pages beside /login: forgot password and the emailed links. */
export function* accountSaga(deps: AppDeps): SagaIterator<void> {
  yield takeLeading(forgotPasswordSubmitted, forgot, deps);
  yield takeLatest(accountLinkOpened, check, deps);
  yield takeLeading(linkPasswordSubmitted, setPassword, deps);
  yield takeLeading(linkJoinSubmitted, join, deps);
}
