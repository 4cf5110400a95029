import { callRef } from '../../../../../contract/kit/callRef';
import { mutationOf, queryOf, queryApi } from '../../../../api/query';

/** The program builder's calls: a new draft, the program as the builder opens it, and its saves. */
export const programQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    createProgram: mutationOf(build, callRef('createProgram'), { formErrors: true, invalidatesTags: ['MyPrograms'] }),
    getProgramEditor: queryOf(build, callRef('getProgramEditor')),
    // A save from another tab's older revision answers 409: the builder reloads and says so. A refused
    // edit (400) is the builder's to word, never a sign-out.
    saveProgramEdit: mutationOf(build, callRef('saveProgramEdit'), {
      staleRevisions: true,
      formErrors: true,
      invalidatesTags: ['MyPrograms'],
    }),
  }),
});
