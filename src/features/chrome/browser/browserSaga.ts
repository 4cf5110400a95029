import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { PATHS } from '../../../config/paths';
import type { AppDeps } from '../../../platform/deps';
import { isLegacyBrowser } from './legacyBrowser';

/** Sends an old Internet Explorer to /no-support (§5), wherever the app was opened. */
export function* browserSaga(deps: AppDeps): SagaIterator<void> {
  if (!isLegacyBrowser(deps.userAgent)) return;
  if (deps.location.pathname().startsWith(PATHS.noSupport)) return;
  yield call(deps.navigate, PATHS.noSupport, { replace: true });
}
