/** The personal profile (§2): its reports and sign-ins (Download Reports), and the profile itself. */
import type {
  ActiveSignIn,
  ActiveSignInsResponse,
  EndedSignInsResponse,
  EndSignInRequest,
  SignInActivity,
  SignInActivityResponse,
  UpdateUserProfileRequest,
  UserProfile,
  UserProfileRequest,
} from './schemas/myProfile';

export type {
  ActiveSignIn,
  ActiveSignInsResponse,
  EndedSignInsResponse,
  EndSignInRequest,
  SignInActivity,
  SignInActivityResponse,
  UpdateUserProfileRequest,
  UserProfile,
  UserProfileRequest,
};
