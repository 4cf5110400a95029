import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { TokenResponse } from '../../../../contract/token';
import { refreshUnderLock, type RefreshOutcome } from '../../../api';
import type { AppDeps } from '../../../platform/deps';
import { setSignedCookies } from '../cookies';
import { customerSwitched } from '../events';

export type SwitchResult = { ok: true; tokens: TokenResponse } | { ok: false; message: string };

/**
 * §4 switching profile: a refresh grant with customerId, under the same cross-tab lock as
 * every refresh. Success stores the tokens and tells this tab and the others; a refusal returns
 * the server's error_description and changes nothing.
 */
export function* switchCustomerTokens(deps: AppDeps, customerId: number): SagaIterator<SwitchResult> {
  const outcome: RefreshOutcome = yield call(refreshUnderLock, deps, { customerId });
  if (outcome.kind === 'failed') return { ok: false, message: outcome.message };
  if (outcome.kind !== 'refreshed') return { ok: false, message: 'No switch was made' };
  setSignedCookies(deps.cookies, outcome.tokens.additionalDetails.preSignedCookie);
  yield put(customerSwitched({ tokens: outcome.tokens }));
  return { ok: true, tokens: outcome.tokens };
}
