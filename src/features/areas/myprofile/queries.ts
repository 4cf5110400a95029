import { callRef } from '../../../../contract/kit/callRef';
import { mutationOf, queryApi, queryOf } from '../../../api/query';

/** The personal profile's calls (§2 Personal profile), declared in the area's own chunk. */
export const myProfileQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getSignInActivity: queryOf(build, callRef('getSignInActivity')),
    getActiveSignIns: queryOf(build, callRef('getActiveSignIns'), { providesTags: ['SignIns'] }),
    endSignIn: mutationOf(build, callRef('endSignIn'), { invalidatesTags: ['SignIns'] }),
    endOtherSignIns: mutationOf(build, callRef('endOtherSignIns'), { invalidatesTags: ['SignIns'] }),
    /** HTTP 400 answers are the form's feedback here (a wrong current password), not a sign-out. */
    changePassword: mutationOf(build, callRef('changePassword'), { formErrors: true, invalidatesTags: ['SignIns'] }),
  }),
});
