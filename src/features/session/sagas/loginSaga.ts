import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { API_PATHS, SSO_GRANT_TYPE } from '../../../../contract/config';
import { ERROR_MESSAGES } from '../../../../contract/envelope';
import { CAPTCHA_FIELD } from '../../../../contract/token';
import { postTokenForm, storeTokens, writeLastActivity, type TokenAnswer } from '../../../api';
import { PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { setSignedCookies } from '../cookies';
import { loginSucceeded, userInactive, type loginRequested } from '../events';
import { loginFailed, passwordChangeRequired, type SessionStatus } from '../sessionMachine';
import { selectSessionStatus } from '../selectors';
import { saveSignIn, STORAGE_KEYS } from '../storage';
import { afterSignIn } from './afterSignIn';
import { awaitPasswordChange } from './passwordSaga';

/** The server's words when the password grant wants a (new) solved captcha. */
const CAPTCHA_REFUSALS = ['Captcha required', 'Captcha verification failed'];

/** §4 login: the password grant, then the after-login rules or the forced password change. */
export function* loginSaga(deps: AppDeps, action: ReturnType<typeof loginRequested>): SagaIterator<void> {
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status !== 'authenticating') return; // the table refused the request (already signed in)
  const { username, password, rememberMe } = action.payload;
  // §4: a ?cust= link opened before sign-in asks to start in that customer (the profiles feature's key).
  const linked = action.payload.customerId === undefined ? deps.storage.getItem(STORAGE_KEYS.customerProfileId) : null;
  const customerId = action.payload.customerId ?? linked ?? undefined;
  const { ssoCode } = action.payload;
  // A finished single sign-on exchanges its one-time code through the same grant endpoint.
  const form: Record<string, string> =
    ssoCode === undefined
      ? { grant_type: 'password', username, password, client_id: deps.config.clientId }
      : { grant_type: SSO_GRANT_TYPE, code: ssoCode, client_id: deps.config.clientId };
  if (customerId !== undefined) form.customerId = String(customerId);
  if (action.payload.captcha) form[CAPTCHA_FIELD] = action.payload.captcha;
  let answer: TokenAnswer = yield call(postTokenForm, deps, API_PATHS.token, form);
  if (answer.kind === 'refused' && linked !== null) {
    // The link may name a customer this user cannot enter: sign in where the server decides, and
    // the profiles feature reports the link once the profiles are known.
    const { customerId: _linked, ...withoutLink } = form;
    answer = yield call(postTokenForm, deps, API_PATHS.token, withoutLink);
  }

  if (answer.kind === 'network') {
    yield put(loginFailed({ message: null, messageKey: 'session.login.errors.network' }));
    return;
  }
  if (answer.kind === 'refused') {
    if (answer.description === ERROR_MESSAGES.userNotActive) {
      yield put(userInactive());
      yield call(deps.navigate, PATHS.loginStatus('inActive'), { replace: true });
    } else if (CAPTCHA_REFUSALS.includes(answer.description)) {
      yield put(loginFailed({ message: null, messageKey: 'session.login.errors.captcha', captcha: true }));
    } else {
      yield put(loginFailed({ message: answer.description }));
    }
    return;
  }

  const { tokens } = answer;
  const signedInAs = ssoCode === undefined ? username : (tokens.additionalDetails.CustomerUserDetails?.userName ?? username);
  const now = deps.clock.nowMs();
  storeTokens(deps.storage, tokens, now);
  saveSignIn(deps.storage, signedInAs, rememberMe);
  writeLastActivity(deps.storage, now);
  setSignedCookies(deps.cookies, tokens.additionalDetails.preSignedCookie);

  if (tokens.redirect === 'Change Password') {
    yield put(passwordChangeRequired({ tokens, username: signedInAs, rememberMe }));
    yield call(deps.navigate, PATHS.resetPassword, { replace: true });
    yield call(awaitPasswordChange, deps, tokens);
    return;
  }
  yield put(loginSucceeded({ tokens, username: signedInAs, rememberMe }));
  yield call(afterSignIn, deps, tokens);
}
