import { callRef } from '../../../../../contract/kit/callRef';
import { listQueryOf, mutationOf, queryApi, queryOf } from '../../../../api/query';

const form = { formErrors: true } as const;
const changesUsers = { formErrors: true, invalidatesTags: ['Users'] } as const;

/**
 * User administration's calls (§5), declared in the area's own chunk. Each asks for its 400
 * answers back (formErrors) so the form shows them in place; other refusals come as notices.
 */
export const userAdminQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: listQueryOf(build, callRef('listUsers'), 'Users'),
    // The page's own user is read on arrival; each change answers the user as it now is.
    getUser: queryOf(build, callRef('getUser'), form),
    /** A temporary password for a new account; an account of another organisation gets an invitation to join instead. */
    createUser: mutationOf(build, callRef('createUser'), changesUsers),
    /** An emailed 7-day link that sets the first password, into the caller's organisation with the chosen roles. */
    inviteUser: mutationOf(build, callRef('inviteUser'), changesUsers),
    saveMembership: mutationOf(build, callRef('saveMembership'), changesUsers),
    setMembershipLock: mutationOf(build, callRef('setMembershipLock'), changesUsers),
    removeMembership: mutationOf(build, callRef('removeMembership'), changesUsers),
    setUserActive: mutationOf(build, callRef('setUserActive'), changesUsers),
    getRoleMatrix: queryOf(build, callRef('getRoleMatrix'), { formErrors: true, providesTags: ['Roles'] }),
    setRolePermission: mutationOf(build, callRef('setRolePermission'), form),
    /** The organisations the support role picks from (Customers' own list call). */
    getOrganisations: queryOf(build, callRef('getCustomers'), { formErrors: true, providesTags: ['Customers'] }),
  }),
});
