import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

export const SLACK_APP_URL = 'https://slack.com/apps/takeflow';
export const CHROME_PLUGIN_URL = 'https://chromewebstore.google.com/search/takeflow';

/** §2 Integrations; §6: they and Analytics show for everyone except the support role. */
export const integrationsArea: AreaDeclaration = {
  id: 'integrations',
  roots: [PATHS.integrations],
  section: 'integrations',
  titles: { integrations: titled('integrations') },
  menu: [
    {
      id: 'integrations.zoom',
      section: 'integrations',
      order: 1,
      target: route(PATHS.integrationsZoom),
      labelKey: 'menu.item.integrationsZoom',
      roles: WHO.members,
      flags: ['allowZoomIntegration'],
      permission: 'integration.use',
    },
    {
      id: 'integrations.youtube',
      section: 'integrations',
      order: 2,
      target: route(PATHS.integrationsYoutube),
      labelKey: 'menu.item.integrationsYoutube',
      roles: WHO.members,
      flags: ['allowYoutubeIntegration'],
      permission: 'integration.use',
    },
    {
      id: 'integrations.slack',
      section: 'integrations',
      order: 3,
      target: { kind: 'external', href: SLACK_APP_URL },
      labelKey: 'menu.item.integrationsSlack',
      roles: WHO.members,
      newTab: true,
    },
    {
      id: 'integrations.chrome',
      section: 'integrations',
      order: 4,
      target: { kind: 'external', href: CHROME_PLUGIN_URL },
      labelKey: 'menu.item.integrationsChrome',
      roles: WHO.members,
      newTab: true,
    },
    {
      id: 'integrations.analytics',
      section: 'integrations',
      order: 5,
      target: { kind: 'analytics' },
      labelKey: 'menu.item.integrationsAnalytics',
      roles: WHO.members,
      newTab: true,
    },
  ],
  routes: [{ path: PATHS.integrations, exact: true, roles: WHO.members }],
};
