import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { STORAGE_KEYS } from '../../../api/storageKeys';
import type { AppDeps } from '../../../platform/deps';
import { isColorPreference } from '../../../ui';
import { colorSchemeSelected, preferencesRead, sidebarCollapseToggled } from '../events';

function* rememberColorScheme(deps: AppDeps, { payload }: ReturnType<typeof colorSchemeSelected>): SagaIterator<void> {
  yield call([deps.storage, deps.storage.setItem], STORAGE_KEYS.colorScheme, payload.preference);
}

function* rememberSidebar(deps: AppDeps, { payload }: ReturnType<typeof sidebarCollapseToggled>): SagaIterator<void> {
  yield call([deps.storage, deps.storage.setItem], STORAGE_KEYS.sidebarCollapsed, String(payload.collapsed));
}

/**
 * The display preferences a user sets once and expects back on the next load: the colour scheme
 * (following the system until chosen) and the collapsed sidebar.
 */
export function* preferencesSaga(deps: AppDeps): SagaIterator<void> {
  const stored = deps.storage.getItem(STORAGE_KEYS.colorScheme);
  yield put(
    preferencesRead({
      colorScheme: isColorPreference(stored) ? stored : 'system',
      sidebarCollapsed: deps.storage.getItem(STORAGE_KEYS.sidebarCollapsed) === 'true',
    }),
  );
  yield takeLatest(colorSchemeSelected, rememberColorScheme, deps);
  yield takeLatest(sidebarCollapseToggled, rememberSidebar, deps);
}
