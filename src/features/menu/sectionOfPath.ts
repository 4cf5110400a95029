import { AREAS, sectionOfPath as sectionIn, type SectionId } from '../areas';

/** The sidebar section a route belongs to, by its area (§2 section titles). */
export function sectionOfPath(pathname: string, support: boolean): SectionId | null {
  return sectionIn(pathname, support, AREAS);
}
