import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { applyLanguage, LANGUAGE_STORAGE_KEY } from '../../../i18n/language';
import type { AppDeps } from '../../../platform/deps';
import { languageSelected } from '../events';

function* switchLanguage(deps: AppDeps, { payload }: ReturnType<typeof languageSelected>): SagaIterator<void> {
  yield call([deps.storage, deps.storage.setItem], LANGUAGE_STORAGE_KEY, payload.language);
  yield call(applyLanguage, payload.language);
}

/** A language chosen in the profile menu applies at once and is remembered across visits. */
export function* languageSaga(deps: AppDeps): SagaIterator<void> {
  yield takeLatest(languageSelected, switchLanguage, deps);
}
