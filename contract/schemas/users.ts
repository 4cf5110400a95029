import { Type, type Static } from '@sinclair/typebox';
import { PERMISSIONS } from '../permissions';
import { USER_SORT_KEYS } from '../users';
import { EmailLanguageSchema } from './email';
import { Id, NO_CONTROL_CHARACTERS, Text } from './kit';
import { pageRequestProperties } from './lists';
import { InvitableRoleIdSchema, RoleIdSchema, RoleIdsSchema } from './roles';

/** One membership as administration shows it: an organisation, its roles, lock, default and order (§3). */
export const AdminMembershipSchema = Type.Object({
  organisationId: Type.Integer(),
  organisationName: Type.String(),
  roleIds: Type.Array(RoleIdSchema),
  isLocked: Type.Boolean(),
  /** The profile chosen at sign-in (customerDefaultLogin, §3). */
  isDefaultLogin: Type.Boolean(),
  /** The profile switcher's order (sequence, §3). */
  sequence: Type.Integer(),
});
export type AdminMembership = Static<typeof AdminMembershipSchema>;

export const AdminUserSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  isActive: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  lastLoginAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  /** Every membership for the support role; only the caller's organisation's for anyone else. */
  memberships: Type.Array(AdminMembershipSchema),
});
export type AdminUser = Static<typeof AdminUserSchema>;

export const UserListRequestSchema = Type.Object({
  ...pageRequestProperties(USER_SORT_KEYS),
  /** The support role may narrow the list to one organisation; anyone else always sees their own. */
  organisationId: Type.Optional(Id()),
});
export type UserListRequest = Static<typeof UserListRequestSchema>;

export const UserRequestSchema = Type.Object({ userId: Id() });
export type UserRequest = Static<typeof UserRequestSchema>;

export const CreateUserRequestSchema = Type.Object({
  /** An email address: the username. */
  username: Type.String({ format: 'email', minLength: 3, maxLength: 254, pattern: NO_CONTROL_CHARACTERS }),
  displayName: Text(120, 'The name shown in the product', 1),
  /** Required of the support role; anyone else creates into their own organisation. */
  organisationId: Type.Optional(Id()),
  roleIds: RoleIdsSchema,
});
export type CreateUserRequest = Static<typeof CreateUserRequestSchema>;

/** The temporary password is shown once; the user must change it at first sign-in (§4). */
export const CreatedUserSchema = Type.Object({ user: AdminUserSchema, temporaryPassword: Type.String() });
export type CreatedUser = Static<typeof CreatedUserSchema>;

/** An emailed invitation into the caller's organisation, with one or more roles (§2). */
export const InviteUserRequestSchema = Type.Object({
  email: Type.String({
    format: 'email',
    minLength: 3,
    maxLength: 254,
    pattern: NO_CONTROL_CHARACTERS,
    description: 'Where the invitation goes; the username',
  }),
  displayName: Text(120, 'The name shown in the product', 1),
  roleIds: RoleIdsSchema,
  /** The invitation email's language. */
  language: Type.Optional(EmailLanguageSchema),
});
export type InviteUserRequest = Static<typeof InviteUserRequestSchema>;

/** The same answer whether the address is new or has an account elsewhere, which it never reveals (§6). */
export const InvitedUserSchema = Type.Object({ expiresAt: Type.String() });
export type InvitedUser = Static<typeof InvitedUserSchema>;

export const MembershipRequestSchema = Type.Object({ userId: Id(), organisationId: Id() });
export type MembershipRequest = Static<typeof MembershipRequestSchema>;

export const SaveMembershipRequestSchema = Type.Object({
  ...MembershipRequestSchema.properties,
  roleIds: RoleIdsSchema,
  isDefaultLogin: Type.Boolean(),
  sequence: Type.Integer({ minimum: 1, maximum: 1000 }),
});
export type SaveMembershipRequest = Static<typeof SaveMembershipRequestSchema>;

export const MembershipLockRequestSchema = Type.Object({ ...MembershipRequestSchema.properties, locked: Type.Boolean() });
export type MembershipLockRequest = Static<typeof MembershipLockRequestSchema>;

export const UserActiveRequestSchema = Type.Object({ ...UserRequestSchema.properties, active: Type.Boolean() });
export type UserActiveRequest = Static<typeof UserActiveRequestSchema>;

/**
 * Roles page: which permission each organisation role holds in the caller's organisation (§6),
 * from the role-permission tables with the organisation's own changes applied.
 */
export const RoleMatrixSchema = Type.Object({
  roles: Type.Array(Type.Object({ roleId: RoleIdSchema, code: Type.String(), name: Type.String() })),
  permissions: Type.Array(
    Type.Object({
      code: Type.String(),
      description: Type.String(),
      roleIds: Type.Array(RoleIdSchema),
      /** The roles whose cell the caller may change: none unless they hold the permission themselves. */
      changeableRoleIds: Type.Array(RoleIdSchema),
    }),
  ),
});
export type RoleMatrix = Static<typeof RoleMatrixSchema>;

/** Grants (true) or withdraws (false) one permission of one organisation role in the caller's organisation. */
export const RolePermissionChangeSchema = Type.Object({
  roleId: InvitableRoleIdSchema,
  permission: Type.Union(PERMISSIONS.map((code) => Type.Literal(code))),
  granted: Type.Boolean(),
});
export type RolePermissionChange = Static<typeof RolePermissionChangeSchema>;
