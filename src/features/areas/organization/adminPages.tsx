import { PATHS } from '../../../config/paths';
import { BasicSetupPage } from './customers/BasicSetupPage';
import { CustomerEditPage } from './customers/CustomerEditPage';
import { CustomersPage } from './customers/CustomersPage';
import { usersAdminPageFor } from '../users/admin/usersAdminPageFor';

/** The administration pages of this area (§2 Support › Customers and Users, Organization › Basic Setup), by path; null for any other path. */
export function adminPageFor(pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  if (path === PATHS.superAdminCustomers) return <CustomersPage />;
  if (path === PATHS.organizationBasicSetup) return <BasicSetupPage />;
  const match = new RegExp(`^${PATHS.superAdminCustomers}/(new|[1-9][0-9]{0,8})$`).exec(path);
  if (match) return <CustomerEditPage key={match[1]} organisationId={match[1] === 'new' ? null : Number(match[1])} />;
  return usersAdminPageFor('support', path);
}
