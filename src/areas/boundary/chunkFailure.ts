import { HEADERS } from '../../../contract/config';

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
export async function reloadOnceForNewDeployment(runningVersion: string): Promise<boolean> {
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
    window.location.reload();
    return true;
  } catch {
    return false;
  }
}
