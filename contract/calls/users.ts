import { defineCalls } from '../kit/call';
import { EmptyRequestSchema } from '../schemas/envelope';
import { PageSchema } from '../schemas/lists';
import {
  AdminUserSchema,
  CreateUserRequestSchema,
  CreatedUserSchema,
  InviteUserRequestSchema,
  InvitedUserSchema,
  MembershipLockRequestSchema,
  MembershipRequestSchema,
  RoleMatrixSchema,
  RolePermissionChangeSchema,
  SaveMembershipRequestSchema,
  UserActiveRequestSchema,
  UserListRequestSchema,
  UserRequestSchema,
} from '../schemas/users';
import { Type } from '@sinclair/typebox';

/** User administration (§5) and the role matrix. */
export const USERS_CALLS = defineCalls({
  inviteUser: {
    tag: 'user',
    summary:
      'Invites a person with one or more roles into the current organisation and emails them a 7-day link to set a password (permission user.manage; audited)',
    request: InviteUserRequestSchema,
    response: InvitedUserSchema,
    access: { anyOf: ['user.manage'] },
  },
  getRoleMatrix: {
    tag: 'role',
    summary: 'Which permission each organisation role holds in the current organisation, and which cells the caller may change (§6)',
    request: EmptyRequestSchema,
    response: RoleMatrixSchema,
    access: { anyOf: ['role.manage'] },
  },
  setRolePermission: {
    tag: 'role',
    summary:
      'Grants or withdraws one permission of one organisation role in the current organisation, by the order of authority (§6; audited, announced as permissions.changed)',
    request: RolePermissionChangeSchema,
    response: RoleMatrixSchema,
    access: { anyOf: ['role.manage'] },
  },
  listUsers: {
    tag: 'user',
    summary: 'Users, one page: every user for the support role, the organisation’s members for anyone else',
    request: UserListRequestSchema,
    response: PageSchema(AdminUserSchema),
    access: { anyOf: ['user.manage', 'superAdmin.users'] },
  },
  getUser: {
    tag: 'user',
    summary: 'One user with their memberships',
    request: UserRequestSchema,
    response: AdminUserSchema,
    access: { anyOf: ['user.manage', 'superAdmin.users'] },
  },
  createUser: {
    tag: 'user',
    summary:
      'Creates a user with a temporary password (shown once) and roles in one organisation (audited); an account of another organisation gets an invitation to join instead',
    request: CreateUserRequestSchema,
    response: Type.Union([CreatedUserSchema, InvitedUserSchema]),
    access: { anyOf: ['user.manage', 'superAdmin.users'] },
  },
  saveMembership: {
    tag: 'user',
    summary: 'Adds a user to an organisation or changes their roles, default login profile and switcher order there (audited)',
    request: SaveMembershipRequestSchema,
    response: AdminUserSchema,
    access: { anyOf: ['user.manage', 'superAdmin.users'] },
  },
  setMembershipLock: {
    tag: 'user',
    summary: 'Locks or unlocks a membership (audited); a lock ends the user’s logins there and switches their open tabs away',
    request: MembershipLockRequestSchema,
    response: AdminUserSchema,
    access: { anyOf: ['user.manage', 'superAdmin.users'] },
  },
  removeMembership: {
    tag: 'user',
    summary: 'Removes a user from an organisation (audited); their logins there end and their open tabs switch away',
    request: MembershipRequestSchema,
    response: AdminUserSchema,
    access: { anyOf: ['user.manage', 'superAdmin.users'] },
  },
  setUserActive: {
    tag: 'user',
    summary: 'Deactivates or reactivates a user (audited); a deactivation ends every login of theirs at once (§8 User is not active)',
    request: UserActiveRequestSchema,
    response: AdminUserSchema,
    access: { anyOf: ['user.manage', 'superAdmin.users'] },
  },
});
