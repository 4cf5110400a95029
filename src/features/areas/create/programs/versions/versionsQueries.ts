import { callRef } from '../../../../../../contract/kit/callRef';
import { mutationOf, queryOf, queryApi } from '../../../../../api/query';

/**
 * A program's versions as the builder opens it (getProgramEditor's `versions`), and its render.
 * Named apart from the builder's own read of the same call, which may be cached beside it; both
 * go stale with My Programs, which lists the program's video.
 */
export const versionsQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    programVersions: queryOf(build, callRef('getProgramEditor'), { providesTags: ['MyPrograms'] }),
    renderProgram: mutationOf(build, callRef('renderProgram'), { invalidatesTags: ['MyPrograms'] }),
  }),
});
