/**
 * Public surface of the areas: the registry and what derives from it. Pure data and functions
 * only (the service worker imports it); the area pages load through src/app/routes.
 */
export { AREAS } from './registry';
export { SECTIONS, WHO, route } from './declaration';
export type { AccessRule, AreaDeclaration, MenuEntry, MenuTarget, RequiredFlag, SectionDef, SectionId } from './declaration';
export { areaRootsOf, extraRoutesOf, isUnder, menuEntriesOf, pageTitleOf, sectionOfPath } from './derive';
export { CHROME_PLUGIN_URL, SLACK_APP_URL } from './integrations/area';
