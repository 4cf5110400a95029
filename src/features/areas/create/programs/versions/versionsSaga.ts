import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import { programRenderReported } from '../../../../live';
import { versionsQueries } from './versionsQueries';

type State = Parameters<ReturnType<typeof versionsQueries.endpoints.programVersions.select>>[0];

const cachedVersions = (state: State, programId: number) => versionsQueries.endpoints.programVersions.select({ programId })(state).data;

/**
 * A render's progress reaches the panel at once. The event carries no more, so the versions are
 * read again when a version's state moves (a ready one brings its video) or a version appears
 * that the panel has not read yet.
 */
function* onRender(action: ReturnType<typeof programRenderReported>): SagaIterator<void> {
  const { programId, version, state, progress, error } = action.payload;
  const editor: ReturnType<typeof cachedVersions> = yield select(cachedVersions, programId);
  if (editor === undefined) return;
  const known = editor.versions.find((each) => each.number === version);
  yield put(
    versionsQueries.util.updateQueryData('programVersions', { programId }, (draft) => {
      const listed = draft.versions.find((each) => each.number === version);
      if (listed !== undefined) Object.assign(listed, { state, progress, error });
    }),
  );
  if (known === undefined || known.state !== state) yield put(versionsQueries.util.invalidateTags(['MyPrograms']));
}

export function* versionsSaga(): SagaIterator<void> {
  yield takeEvery(programRenderReported, onRender);
}
