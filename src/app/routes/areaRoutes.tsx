import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AREAS, type AreaDeclaration } from '../../features/areas';

/** Marks a route as a feature area: the shell's route guard and error boundary apply to it (§4, §6). */
export interface AreaHandle {
  area: string;
}

/**
 * An area's page: src/features/areas/<id>/index.tsx, its own chunk named after the area, loaded when the
 * area is first opened (§2). The registry stays pure data, so the service worker can read it.
 */
export const loadArea = (id: string): Promise<{ default: ComponentType }> =>
  import(
    /* webpackChunkName: "[request]", webpackInclude: /[\\/]areas[\\/][^\\/]+[\\/]index\.tsx$/, webpackExclude: /[\\/](notFound|analyticsLanding)[\\/]/ */
    `../../features/areas/${id}/index.tsx`
  );

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
/** One lazy component per area, made once, so re-rendering the table never reloads an area. */
function areaPage(area: Pick<AreaDeclaration, 'id'>, load: (id: string) => Promise<{ default: ComponentType }> = loadArea) {
  let page = pages.get(area.id);
  if (page === undefined) {
    page = lazy(() => load(area.id));
    pages.set(area.id, page);
  }
  return page;
}

/** The signed-in routes of a registry: each area under each of its roots. */
export function routesOf(areas: readonly AreaDeclaration[], load?: (id: string) => Promise<{ default: ComponentType }>): RouteObject[] {
  return areas.flatMap((area) => {
    const Page = areaPage(area, load);
    return area.roots.map((root) => ({
      path: `${root}/*`,
      element: <Page />,
      handle: { area: area.id } satisfies AreaHandle,
    }));
  });
}

/** Every signed-in route of §2, from the area registry. */
export const areaRoutes: RouteObject[] = routesOf(AREAS);
