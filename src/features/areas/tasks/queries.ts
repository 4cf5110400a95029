import type { TaskItem } from '../../../../contract';
import { queryApi, type ListArgs, type Page } from '../../../api/query';

/** The lists of §2 Tasks: one call per list, named by its path; an action or a moved count reads them again. */
export const taskQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listTasks: build.query<Page<TaskItem>, ListArgs>({
      // The list's path rides in the argument (so in the cache key) and leaves the body.
      query: ({ listPath, ...body }) => ({ path: String(listPath), body }),
      providesTags: ['Tasks'],
    }),
  }),
});
