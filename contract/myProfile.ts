/** The personal profile's reports and sign-ins (§2 Personal profile: Download Reports). */

/** One sign-in or customer switch of the caller, with the client details of §3. */
export interface SignInActivity {
  /** ISO 8601 time of the sign-in. */
  at: string;
  organisation: string | null;
  browserName: string;
  browserVersion: string;
  operatingSystem: string;
  latitude: number | null;
  longitude: number | null;
}

export interface SignInActivityResponse {
  activity: SignInActivity[];
}

/** A login of the caller that has not ended: one browser or device. */
export interface ActiveSignIn {
  sessionId: string;
  startedAt: string;
  lastUsedAt: string;
  organisation: string | null;
  browserName: string | null;
  browserVersion: string | null;
  operatingSystem: string | null;
  /** The login this request was made with. */
  current: boolean;
}

export interface ActiveSignInsResponse {
  sessions: ActiveSignIn[];
}

export interface EndSignInRequest {
  sessionId: string;
}

export interface EndedSignInsResponse {
  ended: number;
}

/** §2 Personal profile › Profile: a user's name and picture (§3 UserDetails). */
export interface UserProfile {
  userId: number;
  /** The sign-in name, not editable here. */
  username: string;
  name: string;
  /** §3 userPictureURL3: the CDN address of the picture, or null (a generic icon shows). */
  pictureUrl: string | null;
}

export interface UserProfileRequest {
  userId: number;
}

export interface UpdateUserProfileRequest {
  userId: number;
  name: string;
  /**
   * A picture the user uploaded (purpose userPicture): its object key. null removes the picture;
   * absent keeps it.
   */
  pictureKey?: string | null;
}
