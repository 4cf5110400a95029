import { callRef } from '../../../../../contract/kit/callRef';
import { listQueryOf, queryApi } from '../../../../api/query';

/**
 * The directory's call, declared in the area's own chunk. It shares the Users tag: a change to a
 * member (user administration) or a moved directory count reads it again.
 */
export const directoryQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listDirectory: listQueryOf(build, callRef('listDirectory'), 'Users'),
  }),
});
