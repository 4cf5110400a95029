import type { PageRequest } from './lists';
import type { Permission } from './permissions';
import type { RoleId } from './roles';

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

/** One membership as administration shows it: an organisation, its roles, lock, default and order (§3). */
export interface AdminMembership {
  organisationId: number;
  organisationName: string;
  roleIds: RoleId[];
  isLocked: boolean;
  /** The profile chosen at sign-in (customerDefaultLogin, §3). */
  isDefaultLogin: boolean;
  /** The profile switcher's order (sequence, §3). */
  sequence: number;
}

export interface AdminUser {
  userId: number;
  username: string;
  displayName: string;
  isActive: boolean;
  mustChangePassword: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  /** Every membership for the support role; only the caller's organisation's for anyone else. */
  memberships: AdminMembership[];
}

export type UserSortKey = 'displayName' | 'username' | 'createdAt' | 'lastLoginAt';
export const USER_SORT_KEYS = ['displayName', 'username', 'createdAt', 'lastLoginAt'] as const satisfies readonly UserSortKey[];

export interface UserListRequest extends PageRequest<UserSortKey> {
  /** The support role may narrow the list to one organisation; anyone else always sees their own. */
  organisationId?: number;
}

export interface UserRequest {
  userId: number;
}

export interface CreateUserRequest {
  /** An email address: the username. */
  username: string;
  displayName: string;
  /** Required of the support role; anyone else creates into their own organisation. */
  organisationId?: number;
  roleIds: RoleId[];
}

/** An emailed invitation into the caller's organisation, with one or more roles (§2). */
export interface InviteUserRequest {
  /** The username. */
  email: string;
  displayName: string;
  roleIds: RoleId[];
  /** The invitation email's language. */
  language?: 'en' | 'fr' | 'es';
}

/** The temporary password is shown once; the user must change it at first sign-in (§4). */
export interface CreatedUser {
  user: AdminUser;
  temporaryPassword: string;
}

export interface MembershipRequest {
  userId: number;
  organisationId: number;
}

export interface SaveMembershipRequest extends MembershipRequest {
  roleIds: RoleId[];
  isDefaultLogin: boolean;
  sequence: number;
}

export interface MembershipLockRequest extends MembershipRequest {
  locked: boolean;
}

export interface UserActiveRequest extends UserRequest {
  active: boolean;
}

/**
 * Roles page: which permission each organisation role holds in the caller's organisation (§6),
 * from the role-permission tables with the organisation's own changes applied.
 */
export interface RoleMatrix {
  roles: { roleId: RoleId; code: string; name: string }[];
  permissions: {
    code: string;
    description: string;
    roleIds: RoleId[];
    /** The roles whose cell the caller may change: none unless they hold the permission themselves. */
    changeableRoleIds: RoleId[];
  }[];
}

/** Grants (true) or withdraws (false) one permission of one organisation role in the caller's organisation. */
export interface RolePermissionChange {
  roleId: RoleId;
  permission: Permission;
  granted: boolean;
}
