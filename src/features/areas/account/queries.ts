import { API_PATHS } from '../../../../contract/config';
import type { UpdateUserProfileRequest, UserProfile, UserProfileRequest } from '../../../../contract/myProfile';
import { queryApi, toPath } from '../../../api/query';

/** The profile page's calls, in the account area's own chunk. */
export const accountQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<UserProfile, UserProfileRequest>({ query: toPath(API_PATHS.getUserProfile), providesTags: ['Profile'] }),
    /** Its 400 answers (a blank name, a picture that is not the user's) come back for the form to show in place. */
    updateUserProfile: build.mutation<UserProfile, UpdateUserProfileRequest>({
      query: (body) => ({ path: API_PATHS.updateUserProfile, body, options: { formErrors: true } }),
    }),
  }),
});
