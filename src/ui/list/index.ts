/**
 * The paged list every area shows its rows with (contract/lists.ts). Renders MUI: import it from
 * an area's lazily loaded page only, never through src/ui/index.ts.
 */
import { useAreaState } from '../areaRuntime';
import { listsSlice } from './listSlice';

export { PagedList, type ListColumn, type ListQuery } from './PagedList';
export { listRequested, selectListRequest, type ListParams } from './listSlice';

const LIST_SLICES = [listsSlice] as const;

/** Makes the lists slice available: call it in an area's page before rendering a PagedList. */
export function useListState(): void {
  useAreaState(LIST_SLICES, {});
}
