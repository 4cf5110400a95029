import { callRef } from '../../../../contract/kit/callRef';
import { mutationOf, queryApi, queryOf } from '../../../api/query';

/** Review at a timecode: a program's rounds, their comment threads, and the writes on them. */
export const reviewQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getProgramReview: queryOf(build, callRef('getProgramReview'), { providesTags: ['Review', 'Tasks'] }),
    listReviewComments: queryOf(build, callRef('listReviewComments'), { providesTags: ['Review'] }),
    listMentionCandidates: queryOf(build, callRef('listMentionCandidates')),
    addReviewComment: mutationOf(build, callRef('addReviewComment'), { formErrors: true, invalidatesTags: ['Review'] }),
    editReviewComment: mutationOf(build, callRef('editReviewComment'), { formErrors: true, invalidatesTags: ['Review'] }),
    setReviewCommentResolved: mutationOf(build, callRef('setReviewCommentResolved'), { invalidatesTags: ['Review'] }),
  }),
});
