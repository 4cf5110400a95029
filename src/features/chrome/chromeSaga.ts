import type { SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import type { AppDeps } from '../../platform/deps';
import { browserSaga } from './browser/browserSaga';
import { chromeStarted } from './events';
import { languageSaga } from './language/languageSaga';
import { preferencesSaga } from './preferences/preferencesSaga';
import { screenSaga } from './screen/screenSaga';
import { updateSaga } from './update/updateSaga';

/** The application chrome: footer facts, browser and screen guards, language, app updates. */
export function* chromeSaga(deps: AppDeps): SagaIterator<void> {
  yield put(
    chromeStarted({
      year: new Date(deps.clock.nowMs()).getFullYear(),
      version: deps.appVersion,
      termsUrl: deps.config.termsUrl,
      privacyUrl: deps.config.privacyUrl,
      ssoProviders: deps.config.ssoProviders,
      analyticsUrl: deps.config.analyticsUrl,
    }),
  );
  yield all([
    call(browserSaga, deps),
    call(screenSaga, deps),
    call(languageSaga, deps),
    call(preferencesSaga, deps),
    call(updateSaga, deps),
  ]);
}
