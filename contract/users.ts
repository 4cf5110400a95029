import type {
  AdminMembership,
  AdminUser,
  CreatedUser,
  CreateUserRequest,
  InvitedUser,
  InviteUserRequest,
  MembershipLockRequest,
  MembershipRequest,
  RoleMatrix,
  RolePermissionChange,
  SaveMembershipRequest,
  UserActiveRequest,
  UserListRequest,
  UserRequest,
} from './schemas/users';

export type {
  AdminMembership,
  AdminUser,
  CreatedUser,
  CreateUserRequest,
  InvitedUser,
  InviteUserRequest,
  MembershipLockRequest,
  MembershipRequest,
  RoleMatrix,
  RolePermissionChange,
  SaveMembershipRequest,
  UserActiveRequest,
  UserListRequest,
  UserRequest,
};

/**
 * The user administration of §2 (Support › Users: every user; Audience › Users: the members of
 * the caller's organisation). Paths live here, not in API_PATHS, so they load with their area.
 */
export const USER_ADMIN_PATHS = {
  listUsers: '/rest/secure/service/useradmin/listUsers',
  getUser: '/rest/secure/service/useradmin/getUser',
  createUser: '/rest/secure/service/useradmin/createUser',
  saveMembership: '/rest/secure/service/useradmin/saveMembership',
  removeMembership: '/rest/secure/service/useradmin/removeMembership',
  setMembershipLock: '/rest/secure/service/useradmin/setMembershipLock',
  setUserActive: '/rest/secure/service/useradmin/setUserActive',
  getRoleMatrix: '/rest/secure/service/useradmin/getRoleMatrix',
  setRolePermission: '/rest/secure/service/useradmin/setRolePermission',
} as const;

export type UserSortKey = 'displayName' | 'username' | 'createdAt' | 'lastLoginAt';
export const USER_SORT_KEYS = ['displayName', 'username', 'createdAt', 'lastLoginAt'] as const satisfies readonly UserSortKey[];
