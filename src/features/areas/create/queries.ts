import { API_PATHS, type MyProgramItem, type SetProgramVideoRequest, type SetProgramVideoResponse } from '../../../../contract';
import { listQuery, queryApi, toPath, type ListArgs, type Page } from '../../../api/query';

/** The creator's own programs (§2 Create), and the video each plays. */
export const createQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPrograms: build.query<Page<MyProgramItem>, ListArgs>(listQuery(API_PATHS.getMyPrograms, 'MyPrograms')),
    setProgramVideo: build.mutation<SetProgramVideoResponse, SetProgramVideoRequest>({
      query: toPath(API_PATHS.setProgramVideo),
      // The inbox lists show the video's duration and thumbnail.
      invalidatesTags: ['MyPrograms', 'Inbox'],
    }),
  }),
});
