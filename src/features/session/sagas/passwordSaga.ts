import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import type { ServiceResponse } from '../../../../contract/envelope';
import type { TokenResponse } from '../../../../contract/token';
import { endpoints } from '../../../api';
import type { AppDeps } from '../../../platform/deps';
import { isSessionEnd, loginSucceeded, passwordChangeSubmitted, tokenRefreshed } from '../events';
import { passwordChangeFailed, type SessionStatus } from '../sessionMachine';
import { selectSessionStatus } from '../selectors';
import { readRemembered, STORAGE_KEYS } from '../storage';
import { afterSignIn } from './afterSignIn';

interface Waiting {
  submit?: ReturnType<typeof passwordChangeSubmitted>;
  refreshed?: ReturnType<typeof tokenRefreshed>;
  ended?: unknown;
}

/**
 * §4 redirect 'Change Password': the user stays on /resetpassword until the new password
 * is accepted (user/changePassword), then signs in as usual and goes on to the role's home.
 */
export function* awaitPasswordChange(deps: AppDeps, initial: TokenResponse): SagaIterator<void> {
  let tokens = initial;
  for (;;) {
    const next: Waiting = yield race({
      submit: take(passwordChangeSubmitted),
      refreshed: take(tokenRefreshed),
      ended: take(isSessionEnd),
    });
    if (next.ended) return;
    if (next.refreshed) {
      tokens = next.refreshed.payload.tokens;
      continue;
    }
    if (!next.submit) continue;
    const answer: ServiceResponse<null> | null = yield call(endpoints.changePassword, deps, next.submit.payload);
    if (answer?.status === 'Ok') {
      const username = deps.storage.getItem(STORAGE_KEYS.username) ?? tokens.additionalDetails.CustomerUserDetails?.userName ?? '';
      yield put(loginSucceeded({ tokens, username, rememberMe: readRemembered(deps.storage).rememberMe }));
      yield call(afterSignIn, deps, tokens);
      return;
    }
    const status: SessionStatus = yield select(selectSessionStatus);
    if (status !== 'mustChangePassword') return; // the catalogue ended the session
    yield put(
      passwordChangeFailed({ message: answer?.errorMessage ?? null, ...(answer?.fields === undefined ? {} : { fields: answer.fields }) }),
    );
  }
}
