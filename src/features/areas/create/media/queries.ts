import { API_PATHS } from '../../../../../contract/config';
import type { MediaItem } from '../../../../../contract/media';
import { listQuery, queryApi, type ListArgs, type Page } from '../../../../api/query';

/** The organisation's footage and files: an upload, a delete or the worker's progress reads them again. */
export const mediaQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listFootage: build.query<Page<MediaItem>, ListArgs>(listQuery(API_PATHS.listFootage, 'Media')),
    listFiles: build.query<Page<MediaItem>, ListArgs>(listQuery(API_PATHS.listFiles, 'Media')),
  }),
});
