import type { CallResponse } from '../../../../contract/kit/callRef';
import { queryApi, type ListArgs } from '../../../api/query';

/** The lists of §2 Tasks: one call per list, named by its path; an action or a moved count reads them again. */
export const taskQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    // The four list calls share their schemas (contract/calls/tasks.ts): one answer type for all.
    listTasks: build.query<CallResponse<'getRecordingTasks'>, ListArgs>({
      // The list's path rides in the argument (so in the cache key) and leaves the body.
      query: ({ listPath, ...body }) => ({ path: String(listPath), body }),
      providesTags: ['Tasks'],
    }),
  }),
});
