import { API_PATHS } from '../../../../../contract/config';
import type { CustomerListRequest, CustomerRecord } from '../../../../../contract/customers';
import {
  USER_ADMIN_PATHS,
  type AdminUser,
  type CreatedUser,
  type CreateUserRequest,
  type InviteUserRequest,
  type MembershipLockRequest,
  type MembershipRequest,
  type RoleMatrix,
  type RolePermissionChange,
  type SaveMembershipRequest,
  type UserActiveRequest,
  type UserRequest,
} from '../../../../../contract/users';
import { formCall, listQuery, queryApi, type ListArgs, type Page } from '../../../../api/query';

/**
 * User administration's calls (§5), declared in the area's own chunk. Each asks for its 400
 * answers back (formErrors) so the form shows them in place; other refusals come as notices.
 */
export const userAdminQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<AdminUser>, ListArgs>(listQuery(USER_ADMIN_PATHS.listUsers, 'Users')),
    // The page's own user is read on arrival; each change answers the user as it now is.
    getUser: build.query<AdminUser, UserRequest>({ query: formCall(USER_ADMIN_PATHS.getUser) }),
    /** A temporary password for a new account; an account of another organisation gets an invitation to join instead. */
    createUser: build.mutation<CreatedUser | { expiresAt: string }, CreateUserRequest>({
      query: formCall(USER_ADMIN_PATHS.createUser),
      invalidatesTags: ['Users'],
    }),
    /** An emailed 7-day link that sets the first password, into the caller's organisation with the chosen roles. */
    inviteUser: build.mutation<{ expiresAt: string }, InviteUserRequest>({
      query: formCall(API_PATHS.inviteUser),
      invalidatesTags: ['Users'],
    }),
    saveMembership: build.mutation<AdminUser, SaveMembershipRequest>({
      query: formCall(USER_ADMIN_PATHS.saveMembership),
      invalidatesTags: ['Users'],
    }),
    setMembershipLock: build.mutation<AdminUser, MembershipLockRequest>({
      query: formCall(USER_ADMIN_PATHS.setMembershipLock),
      invalidatesTags: ['Users'],
    }),
    removeMembership: build.mutation<AdminUser, MembershipRequest>({
      query: formCall(USER_ADMIN_PATHS.removeMembership),
      invalidatesTags: ['Users'],
    }),
    setUserActive: build.mutation<AdminUser, UserActiveRequest>({
      query: formCall(USER_ADMIN_PATHS.setUserActive),
      invalidatesTags: ['Users'],
    }),
    getRoleMatrix: build.query<RoleMatrix, void>({ query: () => formCall(USER_ADMIN_PATHS.getRoleMatrix)({}), providesTags: ['Roles'] }),
    setRolePermission: build.mutation<RoleMatrix, RolePermissionChange>({ query: formCall(USER_ADMIN_PATHS.setRolePermission) }),
    /** The organisations the support role picks from (Customers' own list call). */
    getOrganisations: build.query<Page<CustomerRecord>, CustomerListRequest>({
      query: formCall(API_PATHS.getCustomers),
      providesTags: ['Customers'],
    }),
  }),
});
