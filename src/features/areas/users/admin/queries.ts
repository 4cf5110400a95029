import { USER_ADMIN_PATHS, type AdminUser } from '../../../../../contract/users';
import { listQuery, queryApi, type ListArgs, type Page } from '../../../../api/query';

/** User administration's calls (§5). */
export const userAdminQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<AdminUser>, ListArgs>(listQuery(USER_ADMIN_PATHS.listUsers, 'Users')),
  }),
});
