import { Type, type Static } from '@sinclair/typebox';
import { DIRECTORY_SORT_KEYS } from '../directory';
import { Id, Nullable } from './kit';
import { pageRequestProperties } from './lists';
import { RoleIdSchema } from './roles';

export const DirectoryListRequestSchema = Type.Object({
  ...pageRequestProperties(DIRECTORY_SORT_KEYS),
  roleId: Type.Optional(RoleIdSchema),
});
export type DirectoryListRequest = Static<typeof DirectoryListRequestSchema>;

/** One active member of the caller's organisation, as the directory shows them (§2 Organization › Directory). */
export const DirectoryPersonSchema = Type.Object({
  userId: Id(),
  name: Type.String(),
  pictureUrl: Nullable(Type.String()),
  /** Their roles in the caller's organisation. */
  roleIds: Type.Array(RoleIdSchema),
  /** Null where the organisation hides addresses from the caller's roles. */
  email: Nullable(Type.String()),
});
export type DirectoryPerson = Static<typeof DirectoryPersonSchema>;
