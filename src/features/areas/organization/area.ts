import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/**
 * §2 Organization › Basic Setup, and the super-admin menu, which the global support role
 * sees as its Support section (§4: it is confined to organisation and profile routes).
 */
export const organizationArea: AreaDeclaration = {
  id: 'organization',
  roots: [PATHS.organization],
  section: 'organization',
  titles: { organization: titled('organization') },
  menu: [
    {
      id: 'organization.basicSetup',
      section: 'organization',
      order: 2,
      target: route(PATHS.organizationBasicSetup),
      labelKey: 'menu.item.organizationBasicSetup',
      roles: WHO.manager,
      organisationRule: true,
      permission: 'organization.setup',
    },
    {
      id: 'support.customers',
      section: 'support',
      order: 1,
      target: route(PATHS.superAdminCustomers),
      labelKey: 'menu.item.supportCustomers',
      roles: WHO.support,
      permission: 'customer.manage',
    },
    {
      id: 'support.users',
      section: 'support',
      order: 2,
      target: route(PATHS.superAdminUsers),
      labelKey: 'menu.item.supportUsers',
      roles: WHO.support,
      permission: 'superAdmin.users',
    },
    {
      id: 'support.emailLayouts',
      section: 'support',
      order: 3,
      target: route(PATHS.superAdminEmailLayouts),
      labelKey: 'menu.item.supportEmailLayouts',
      roles: WHO.support,
      permission: 'emailLayout.manage',
    },
    {
      id: 'support.sharePage',
      section: 'support',
      order: 4,
      target: route(PATHS.superAdminSharePage),
      labelKey: 'menu.item.supportSharePage',
      roles: WHO.support,
      permission: 'sharePage.manage',
    },
    {
      id: 'support.shotTypes',
      section: 'support',
      order: 5,
      target: route(PATHS.superAdminShotTypes),
      labelKey: 'menu.item.supportShotTypes',
      roles: WHO.support,
      permission: 'shotType.manage',
    },
    {
      id: 'support.industryTypes',
      section: 'support',
      order: 6,
      target: route(PATHS.superAdminIndustryTypes),
      labelKey: 'menu.item.supportIndustryTypes',
      roles: WHO.support,
      permission: 'industryType.manage',
    },
    {
      id: 'support.actions',
      section: 'support',
      order: 7,
      target: route(PATHS.superAdminActions),
      labelKey: 'menu.item.supportActions',
      roles: WHO.support,
      permission: 'action.manage',
    },
    {
      id: 'support.emailVerify',
      section: 'support',
      order: 8,
      target: route(PATHS.superAdminEmailVerify),
      labelKey: 'menu.item.supportEmailVerify',
      roles: WHO.support,
      permission: 'emailVerify.manage',
    },
  ],
  routes: [{ path: PATHS.organization, roles: WHO.support }],
};
