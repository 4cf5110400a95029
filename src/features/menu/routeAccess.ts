import type { RoleId } from '../../../contract/roles';
import type { CustomerFlags } from '../../../contract/token';
import { AREAS, extraRoutesOf, isUnder, type AreaDeclaration } from '../areas';
import { isSupportRole, ruleAllows, type Grants } from './accessRules';
import { visibleMenu } from './visibleMenu';

interface AccessContext extends Grants {
  roles: readonly RoleId[];
  flags: CustomerFlags;
  userId: number | null;
}

/** The internal routes the full-width menu offers (width never revokes access; §4 shows a dialog). */
function offeredRoutes(ctx: AccessContext): string[] {
  const menu = visibleMenu({ ...ctx, width: Number.POSITIVE_INFINITY, pathname: '' });
  const hrefs = menu.sections.flatMap((section) => [
    ...(section.entryHref ? [section.entryHref] : []),
    ...section.items.filter((item) => item.kind === 'route' && item.href).map((item) => item.href as string),
  ]);
  if (menu.quickRecordHref) hrefs.push(menu.quickRecordHref);
  return [...new Set(hrefs)];
}

/**
 * Route guard rule (§4, §6), from the area registry: allowed when the user may see a sidebar
 * entry the route is at or under, when it is the root of a section such an entry is in (/tasks
 * for /tasks/ctr), or when an area declares the route open to the user. The global support role
 * is confined to what its own rules open (§4: organisation and profile routes).
 */
export function isRouteAllowed(pathname: string, ctx: AccessContext, areas: readonly AreaDeclaration[] = AREAS): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const offered = areas === AREAS ? offeredRoutes(ctx) : offeredIn(areas, ctx);
  const declared = extraRoutesOf(areas).filter(
    (rule) =>
      (rule.exact ? path === rule.path : isUnder(path, rule.path)) &&
      ruleAllows(rule, ctx) &&
      (rule.alsoWith === undefined || offered.includes(rule.alsoWith)),
  );
  if (declared.length > 0) return true;
  if (isSupportRole(ctx.roles)) return offered.some((href) => isUnder(path, href));
  if (offered.some((href) => isUnder(path, href))) return true;
  return offered.some((href) => path === `/${href.split('/')[1]}`);
}

/** The routes of a given registry's menu entries the user may see (a registry under test). */
function offeredIn(areas: readonly AreaDeclaration[], ctx: AccessContext): string[] {
  return areas
    .flatMap((area) => area.menu ?? [])
    .filter((entry) => entry.target.kind === 'route' && ruleAllows(entry, ctx))
    .map((entry) => (entry.target.kind === 'route' ? entry.target.path : ''));
}
