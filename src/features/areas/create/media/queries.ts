import { callRef } from '../../../../../contract/kit/callRef';
import { listQueryOf, queryApi } from '../../../../api/query';

/** The organisation's footage and files: an upload, a delete or the worker's progress reads them again. */
export const mediaQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listFootage: listQueryOf(build, callRef('listFootage'), 'Media'),
    listFiles: listQueryOf(build, callRef('listFiles'), 'Media'),
  }),
});
