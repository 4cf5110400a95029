import { callRef } from '../../../../contract/kit/callRef';
import { listQueryOf, queryApi } from '../../../api/query';

/** The creator's own programs (§2 Create). */
export const createQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPrograms: listQueryOf(build, callRef('getMyPrograms'), 'MyPrograms'),
  }),
});
