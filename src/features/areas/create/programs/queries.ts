import { callRef } from '../../../../../contract/kit/callRef';
import { mutationOf, queryOf, queryApi } from '../../../../api/query';

/** The program builder's calls: a new draft, the program as the builder opens it, and its saves. */
export const programQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    createProgram: mutationOf(build, callRef('createProgram'), { formErrors: true, invalidatesTags: ['MyPrograms'] }),
    getProgramEditor: queryOf(build, callRef('getProgramEditor')),
    // Its refusals are the builder's to word: a 409 from another tab's newer save (the builder
    // reloads and says so) or a submitted program, a 400 edit — never a sign-out or a switch.
    saveProgramEdit: mutationOf(build, callRef('saveProgramEdit'), {
      formErrors: true,
      invalidatesTags: ['MyPrograms'],
    }),
  }),
});
