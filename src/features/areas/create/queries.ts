import { API_PATHS, type MyProgramItem } from '../../../../contract';
import { listQuery, queryApi, type ListArgs, type Page } from '../../../api/query';

/** The creator's own programs (§2 Create). */
export const createQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPrograms: build.query<Page<MyProgramItem>, ListArgs>(listQuery(API_PATHS.getMyPrograms, 'MyPrograms')),
  }),
});
