import { defineCalls } from '../kit/call';
import { EmptyRequestSchema } from '../schemas/envelope';
import {
  ActiveSignInsResponseSchema,
  EndSignInRequestSchema,
  EndedSignInsResponseSchema,
  SignInActivityResponseSchema,
  UpdateUserProfileRequestSchema,
  UserProfileRequestSchema,
  UserProfileSchema,
} from '../schemas/myProfile';

/** §2 Personal profile: sign-in activity, open logins, one’s own profile. */
export const MY_PROFILE_CALLS = defineCalls({
  getSignInActivity: {
    tag: 'user',
    summary: 'The caller’s own sign-ins with their client details (§3), newest first',
    request: EmptyRequestSchema,
    response: SignInActivityResponseSchema,
    access: { anyOf: ['report.download'] },
  },
  getActiveSignIns: {
    tag: 'user',
    summary: 'The caller’s logins that have not ended (one per browser or device)',
    request: EmptyRequestSchema,
    response: ActiveSignInsResponseSchema,
    access: 'signedIn',
  },
  endSignIn: {
    tag: 'user',
    summary: 'Ends one of the caller’s logins; its open tabs go to the sign-in page',
    request: EndSignInRequestSchema,
    response: EndedSignInsResponseSchema,
    access: 'signedIn',
  },
  endOtherSignIns: {
    tag: 'user',
    summary: 'Ends every login of the caller but the one making this call',
    request: EmptyRequestSchema,
    response: EndedSignInsResponseSchema,
    access: 'signedIn',
  },
  getUserProfile: {
    tag: 'user',
    summary: 'A user’s name and picture: the caller’s own, or anyone’s for the support role',
    request: UserProfileRequestSchema,
    response: UserProfileSchema,
    access: { anyOf: ['profile.edit', 'superAdmin.users'] },
  },
  updateUserProfile: {
    tag: 'user',
    summary: 'Changes a user’s name and picture (the support role’s changes to others are audited)',
    request: UpdateUserProfileRequestSchema,
    response: UserProfileSchema,
    access: { anyOf: ['profile.edit', 'superAdmin.users'] },
  },
});
