import type { SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { TokenResponse } from '../../../../contract/token';
import { PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { otherUserLinkAnswered, otherUserLinkOpened } from '../events';
import { forgetLoginLink, loginLinkOfThisLoad } from '../loginLink';
import { parseLoginRoute } from '../loginRoute';
import { signOutHere } from './logoutSaga';

const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The sign-in link (§2 /login/{ftl}/{userName}/{passWord}/{customerId}) this page was opened
 * with, when it would sign in someone other than the restored session's user; else null.
 */
export function otherUserLinkOf(pathname: string, tokens: TokenResponse): { route: string; userName: string } | null {
  const link = loginLinkOfThisLoad();
  const splat = pathname.replace(/^\/login\/?/i, '');
  const prefill = parseLoginRoute(splat, link).prefill;
  if (link === null || prefill === null || !prefill.complete || prefill.userName === null) return null;
  const signedInAs = tokens.additionalDetails.CustomerUserDetails?.userName;
  if (signedInAs !== undefined && sameUser(signedInAs, prefill.userName)) return null;
  return { route: `${PATHS.login}/${encodeURIComponent(prefill.ftl)}/${encodeURIComponent(prefill.userName)}`, userName: prefill.userName };
}

/**
 * §2 password links, opened in a browser signed in as someone else: nothing changes until the
 * user answers. Staying forgets the link's password. Signing in ends this session here (its
 * refresh token revoked, every tab signed out) without a reload, so the password, held only in
 * memory, signs in from the link's own page.
 */
export function* askBeforeOtherUserLink(
  deps: AppDeps,
  tokens: TokenResponse,
  link: { route: string; userName: string },
): SagaIterator<void> {
  const signedInAs = tokens.additionalDetails.CustomerUserDetails?.userName ?? null;
  yield put(otherUserLinkOpened({ signedInAs, linkUser: link.userName }));
  const answer: ReturnType<typeof otherUserLinkAnswered> = yield take(otherUserLinkAnswered);
  if (!answer.payload.signIn) {
    forgetLoginLink();
    return;
  }
  yield call(signOutHere, deps, link.route);
}
