import type { AreaDeclaration, ExtraRoute, MenuEntry, SectionId } from './declaration';
import { SECTIONS } from './declaration';

/**
 * What the shell derives from the area registry. Each function takes the list of areas, so a
 * test can add a throw-away area and see its route, menu entry, section, title and guard.
 */

const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';
const segmentOf = (root: string) => root.split('/')[1] ?? '';
const sectionRank = (section: SectionId) => SECTIONS.findIndex((def) => def.id === section);

/** Every sidebar entry, in sidebar order: by section, then by the entry's order. */
export function menuEntriesOf(areas: readonly AreaDeclaration[]): MenuEntry[] {
  return areas.flatMap((area) => area.menu ?? []).sort((a, b) => sectionRank(a.section) - sectionRank(b.section) || a.order - b.order);
}

/** Routes no sidebar entry leads to, with who may open them. */
export function extraRoutesOf(areas: readonly AreaDeclaration[]): ExtraRoute[] {
  return areas.flatMap((area) => area.routes ?? []);
}

/** The area that serves a path, by its first segment (/tasks/ctr belongs to /tasks). */
export function areaOfPath(pathname: string, areas: readonly AreaDeclaration[]): AreaDeclaration | null {
  const segment = firstSegment(pathname);
  return areas.find((area) => area.roots.some((root) => segmentOf(root) === segment)) ?? null;
}

/** For the global support role the organisation routes are its Support section (§2). */
export function sectionOfPath(pathname: string, support: boolean, areas: readonly AreaDeclaration[]): SectionId | null {
  const section = areaOfPath(pathname, areas)?.section ?? null;
  return support && section === 'organization' ? 'support' : section;
}

export const isUnder = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

export interface PageTitle {
  /** The heading: the label of the sidebar entry the page is at (§2), else the area's title. */
  titleKey: string;
  /** One sentence of what the page holds. */
  descriptionKey: string;
}

/** The title of a signed-in page; null outside every area. */
export function pageTitleOf(pathname: string, areas: readonly AreaDeclaration[]): PageTitle | null {
  const area = areaOfPath(pathname, areas);
  if (area === null) return null;
  const own = area.titles[firstSegment(pathname)] ?? Object.values(area.titles)[0];
  if (own === undefined) return null;
  let best: MenuEntry | null = null;
  for (const entry of menuEntriesOf(areas)) {
    if (entry.target.kind !== 'route' || !isUnder(pathname, entry.target.path)) continue;
    if (best === null || (best.target.kind === 'route' && entry.target.path.length > best.target.path.length)) best = entry;
  }
  return { titleKey: best?.labelKey ?? own.titleKey, descriptionKey: own.descriptionKey };
}

/** First path segments the signed-in shell serves; the service worker answers them offline. */
export function areaRootsOf(areas: readonly AreaDeclaration[]): string[] {
  return [...new Set(areas.flatMap((area) => area.roots))];
}
