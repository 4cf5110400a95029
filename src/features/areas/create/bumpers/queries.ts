import { callRef } from '../../../../../contract/kit/callRef';
import { mutationOf, queryApi, queryOf } from '../../../../api/query';

/** The organisation's intro and outro: read by the page and the builder, set by content managers. */
export const bumperQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getBumpers: queryOf(build, callRef('getBumpers'), { providesTags: ['Bumpers'] }),
    // A refused key is the page's own feedback (formErrors), never a sign-out.
    setBumpers: mutationOf(build, callRef('setBumpers'), { formErrors: true, invalidatesTags: ['Bumpers'] }),
  }),
});
