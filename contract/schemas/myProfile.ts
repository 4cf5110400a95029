import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Text } from './kit';

const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', maxLength: 36 });
const When = Type.String({ format: 'date-time' });
const Detail = Nullable(Text(256));

/** One sign-in or customer switch of the caller, with the client details of §3. */
export const SignInActivitySchema = Type.Object({
  at: When,
  organisation: Detail,
  browserName: Type.String(),
  browserVersion: Type.String(),
  operatingSystem: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});
export type SignInActivity = Static<typeof SignInActivitySchema>;

export const SignInActivityResponseSchema = Type.Object({ activity: Type.Array(SignInActivitySchema) });
export type SignInActivityResponse = Static<typeof SignInActivityResponseSchema>;

/** A login of the caller that has not ended: one browser or device. */
export const ActiveSignInSchema = Type.Object({
  sessionId: Type.String(),
  startedAt: When,
  lastUsedAt: When,
  organisation: Detail,
  browserName: Detail,
  browserVersion: Detail,
  operatingSystem: Detail,
  /** The login this request was made with. */
  current: Type.Boolean(),
});
export type ActiveSignIn = Static<typeof ActiveSignInSchema>;

export const ActiveSignInsResponseSchema = Type.Object({ sessions: Type.Array(ActiveSignInSchema) });
export type ActiveSignInsResponse = Static<typeof ActiveSignInsResponseSchema>;

export const EndSignInRequestSchema = Type.Object({ sessionId: Uuid });
export type EndSignInRequest = Static<typeof EndSignInRequestSchema>;

export const EndedSignInsResponseSchema = Type.Object({ ended: Type.Integer() });
export type EndedSignInsResponse = Static<typeof EndedSignInsResponseSchema>;

/** §2 Personal profile › Profile: a user's name and picture (§3 UserDetails). */
export const UserProfileSchema = Type.Object({
  userId: Id(),
  /** The sign-in name, not editable here. */
  username: Type.String(),
  name: Type.String(),
  pictureUrl: Nullable(Type.String({ description: 'userPictureURL3 (§3), delivered behind the signed cookies' })),
});
export type UserProfile = Static<typeof UserProfileSchema>;

export const UserProfileRequestSchema = Type.Object({ userId: Id() });
export type UserProfileRequest = Static<typeof UserProfileRequestSchema>;

export const UpdateUserProfileRequestSchema = Type.Object({
  userId: Id(),
  name: Text(200, 'Shown in the menu and to the organisation', 1),
  /** Absent keeps the picture. */
  pictureKey: Type.Optional(Nullable(Text(1024, 'A stored upload of purpose userPicture; null removes the picture', 1))),
});
export type UpdateUserProfileRequest = Static<typeof UpdateUserProfileRequestSchema>;
