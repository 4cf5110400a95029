import { API_PATHS } from '../../../../contract/config';
import type { ChangePasswordRequest } from '../../../../contract/permissions';
import type { ActiveSignInsResponse, EndSignInRequest, EndedSignInsResponse, SignInActivityResponse } from '../../../../contract/myProfile';
import { queryApi, toPath } from '../../../api/query';

/** The personal profile's calls (§2 Personal profile), declared in the area's own chunk. */
export const myProfileQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getSignInActivity: build.query<SignInActivityResponse, void>({ query: () => ({ path: API_PATHS.getSignInActivity }) }),
    getActiveSignIns: build.query<ActiveSignInsResponse, void>({
      query: () => ({ path: API_PATHS.getActiveSignIns }),
      providesTags: ['SignIns'],
    }),
    endSignIn: build.mutation<EndedSignInsResponse, EndSignInRequest>({
      query: toPath(API_PATHS.endSignIn),
      invalidatesTags: ['SignIns'],
    }),
    endOtherSignIns: build.mutation<EndedSignInsResponse, void>({
      query: () => ({ path: API_PATHS.endOtherSignIns }),
      invalidatesTags: ['SignIns'],
    }),
    /** HTTP 400 answers are the form's feedback here (a wrong current password), not a sign-out. */
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ path: API_PATHS.changePassword, body, options: { formErrors: true } }),
      invalidatesTags: ['SignIns'],
    }),
  }),
});
