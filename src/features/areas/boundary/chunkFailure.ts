import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { HEADERS } from '../../../../contract/config';
import type { AppDeps } from '../../../platform/deps';

/** A lazily loaded chunk that could not be fetched or run (webpack names it ChunkLoadError). */
export function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message);
}

const RELOADED_KEY = 'takeflow.reloadedForVersion';

/**
 * When a chunk is missing because a new version was deployed (its files replace the old ones),
 * one reload brings the page onto that version. Returns true when it reloads. Once per deployed
 * version, so a chunk missing from the new version too does not reload forever.
 */
export async function reloadOnceForNewDeployment(runningVersion: string, reload: () => void): Promise<boolean> {
  try {
    const response = await fetch('/version.json', {
      cache: 'no-store',
      headers: { [HEADERS.swBypass]: 'true', [HEADERS.webVersion]: runningVersion },
    });
    if (!response.ok) return false;
    const { version } = (await response.json()) as { version?: unknown };
    if (typeof version !== 'string' || version === runningVersion) return false;
    if (window.sessionStorage.getItem(RELOADED_KEY) === version) return false;
    window.sessionStorage.setItem(RELOADED_KEY, version);
    reload();
    return true;
  } catch {
    return false;
  }
}

/**
 * The page reloads through deps.location.reload like every other reload of the app, so uploads on
 * their way are stored first (platform/unsavedWork.ts).
 */
export function* reloadPage(deps: AppDeps): SagaIterator<void> {
  yield call([deps.location, deps.location.reload]);
}
