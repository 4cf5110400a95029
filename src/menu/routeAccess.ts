import { ROLE, type RoleId } from '../../contract/roles';
import type { CustomerFlags } from '../../contract/token';
import { PATHS } from '../config/paths';
import { isSupportRole, isUnder, seesOrganisation, visibleMenu } from './visibleMenu';

export interface AccessContext {
  roles: readonly RoleId[];
  flags: CustomerFlags;
  userId: number | null;
}

type Rule = { path: string; exact?: boolean; when: (ctx: AccessContext, offered: readonly string[]) => boolean };

const member = (ctx: AccessContext) => !isSupportRole(ctx.roles);
const maker = (ctx: AccessContext) => ctx.roles.includes(ROLE.creator) || ctx.roles.includes(ROLE.manager);
const channels = (ctx: AccessContext) => member(ctx) && seesOrganisation(ctx.roles, ctx.flags);
const always = () => true;

/**
 * Routes a signed-in user may open although no sidebar entry leads there (§2 "seen through
 * menu links or route checks"): profile and password pages, reports, home, quick record for the
 * makers, settings, the inbox, and the channel pages wherever Channels show.
 */
const GENERALLY_REACHABLE: readonly Rule[] = [
  { path: PATHS.home, exact: true, when: member },
  { path: PATHS.myProfile, when: always },
  { path: PATHS.changePassword, when: always },
  { path: PATHS.settings, when: member },
  { path: PATHS.inboxNewPrograms, when: member },
  { path: PATHS.integrations, exact: true, when: member },
  { path: PATHS.clipsAdd, when: maker },
  { path: PATHS.bumpers, when: maker },
  { path: PATHS.script, when: maker },
  { path: PATHS.projects, when: maker },
  { path: PATHS.footage, when: maker },
  { path: PATHS.homeChannel, when: channels },
  { path: PATHS.homeDiscoverChannel, when: channels },
  // A stored chat channel opens /channel/edit/{id} after sign-in (§4).
  { path: PATHS.channelEditRoot, when: channels },
  { path: PATHS.user, when: (_ctx, offered) => offered.includes(PATHS.usersList) },
];

/** §4: the super-admin is confined to organisation and profile routes. */
const SUPPORT_CONFINEMENT = [PATHS.organization, PATHS.myProfile, PATHS.changePassword];

/** The internal routes the full-width menu offers (width never revokes access; §4 shows a dialog). */
export function offeredRoutes(ctx: AccessContext): string[] {
  const menu = visibleMenu({ ...ctx, width: Number.POSITIVE_INFINITY, pathname: '' });
  const hrefs = menu.sections.flatMap((section) => [
    ...(section.entryHref ? [section.entryHref] : []),
    ...section.items.filter((item) => item.kind === 'route' && item.href).map((item) => item.href as string),
  ]);
  if (menu.quickRecordHref) hrefs.push(menu.quickRecordHref);
  return [...new Set(hrefs)];
}

/**
 * Route guard rule: allowed when the menu offers the route or a route it is under, when it is the
 * root of a section the menu offers (/tasks for /tasks/ctr), or when it is generally reachable.
 */
export function isRouteAllowed(pathname: string, ctx: AccessContext): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isSupportRole(ctx.roles) && !SUPPORT_CONFINEMENT.some((root) => isUnder(path, root))) return false;
  const offered = offeredRoutes(ctx);
  if (offered.some((href) => isUnder(path, href))) return true;
  if (offered.some((href) => path === `/${href.split('/')[1]}`)) return true;
  if (isSupportRole(ctx.roles) && isUnder(path, PATHS.organization)) return true;
  return GENERALLY_REACHABLE.some(
    (rule) => (rule.exact ? path === rule.path : isUnder(path, rule.path)) && rule.when(ctx, offered),
  );
}
