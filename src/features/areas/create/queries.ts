import { callRef } from '../../../../contract/kit/callRef';
import { listQueryOf, mutationOf, queryApi } from '../../../api/query';

/** The creator's own programs (§2 Create), and the video each plays. */
export const createQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPrograms: listQueryOf(build, callRef('getMyPrograms'), 'MyPrograms'),
    // The inbox lists show the video's duration and thumbnail.
    setProgramVideo: mutationOf(build, callRef('setProgramVideo'), { invalidatesTags: ['MyPrograms', 'Inbox'] }),
  }),
});
