import { callRef } from '../../../../contract/kit/callRef';
import { listQueryOf, mutationOf, queryOf, queryApi } from '../../../api/query';

/** Submitting a program and where it is published; a change reads the author's and the approvers' lists again. */
export const publishingQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getPublishTargetOptions: queryOf(build, callRef('getPublishTargetOptions')),
    getProgramPublication: queryOf(build, callRef('getProgramPublication'), { providesTags: ['MyPrograms'] }),
    getPublishedPrograms: listQueryOf(build, callRef('getPublishedPrograms'), 'MyPrograms'),
    submitProgram: mutationOf(build, callRef('submitProgram'), { formErrors: true, invalidatesTags: ['MyPrograms', 'Tasks'] }),
    unpublishProgram: mutationOf(build, callRef('unpublishProgram'), { invalidatesTags: ['MyPrograms', 'Inbox', 'Channels'] }),
    republishProgram: mutationOf(build, callRef('republishProgram'), { invalidatesTags: ['MyPrograms', 'Inbox', 'Channels'] }),
  }),
});
