import { callRef } from '../../../../contract/kit/callRef';
import { mutationOf, queryApi, queryOf } from '../../../api/query';

/** The profile page's calls, in the account area's own chunk. */
export const accountQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: queryOf(build, callRef('getUserProfile'), { providesTags: ['Profile'] }),
    /** Its 400 answers (a blank name, a picture that is not the user's) come back for the form to show in place. */
    updateUserProfile: mutationOf(build, callRef('updateUserProfile'), { formErrors: true }),
  }),
});
