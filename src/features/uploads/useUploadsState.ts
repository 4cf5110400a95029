import { useAreaState } from '../../ui/areaRuntime';
import { uploadsSaga } from './uploadSaga';
import { uploadsSlice } from './uploadsSlice';

const SLICES = [uploadsSlice] as const;
const SAGAS = { uploads: uploadsSaga } as const;

/**
 * Injects the uploads state and starts its saga, once per store, from the first page that
 * uploads: /login and the pages without uploads never load it. The saga outlives the page, so an
 * upload goes on when the user moves elsewhere.
 */
export function useUploadsState(): void {
  useAreaState(SLICES, SAGAS);
}
