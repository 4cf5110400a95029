import { queryApi } from '../api/query';
import { queryTagsSaga } from '../features/areas/queryTags';
import type { AreaRuntime } from '../ui/areaRuntime';

/**
 * Joins the query layer to the store and starts the saga that turns events into stale tags. The
 * signed-in shell does it as it loads (src/app/AppShell.tsx), so /login carries none of it.
 */
export function installQueryApi(runtime: AreaRuntime): void {
  runtime.injectApi(queryApi);
  runtime.runSaga('queryTags', queryTagsSaga);
}
