import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes, useRoutes } from 'react-router-dom';
import { ROLE, type RoleId } from '../../../contract/roles';
import { AREAS, areaRootsOf, menuEntriesOf, pageTitleOf, route, sectionOfPath, WHO, type AreaDeclaration } from '../../features/areas';
import { ruleAllows } from '../../features/menu';
import { ACME } from '../../features/menu/testing/demoAccounts';
import { isRouteAllowed } from '../../features/menu/routeAccess';
import { loadArea, routesOf } from './areaRoutes';

/** A throw-away area: what one folder's area.ts would declare, plus its page. */
const studioArea: AreaDeclaration = {
  id: 'studio',
  roots: ['/studio'],
  section: 'create',
  titles: { studio: { titleKey: 'studio.title', descriptionKey: 'studio.description' } },
  menu: [
    {
      id: 'create.studio',
      section: 'create',
      order: 10,
      target: route('/studio/list'),
      labelKey: 'studio.menu',
      roles: WHO.manager,
      permission: 'program.create',
    },
  ],
  routes: [{ path: '/studio/preview', roles: WHO.makers }],
};
const registry = [...AREAS, studioArea];
const loadStudio = async (id: string) => {
  if (id !== 'studio') throw new Error(`unexpected area ${id}`);
  return { default: () => <h1>Studio page</h1> };
};

describe('a throw-away area added with one registry line', () => {
  const routes = routesOf(registry, loadStudio);

  it('gets its route, and its page loads lazily there', async () => {
    const match = matchRoutes(routes, '/studio/list/7');
    expect(match?.[0]?.route.handle).toEqual({ area: 'studio' });
    function Table() {
      return useRoutes(routes);
    }
    render(
      <MemoryRouter initialEntries={['/studio/list']}>
        <Table />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Studio page' })).toBeInTheDocument();
  });

  it('gets its menu entry for the right roles, after the Create entries', () => {
    const entries = menuEntriesOf(registry);
    const create = entries.filter((entry) => entry.section === 'create').map((entry) => entry.id);
    expect(create.at(-1)).toBe('create.studio');
    const studio = entries.find((entry) => entry.id === 'create.studio');
    if (studio === undefined) throw new Error('no studio entry');
    expect(ruleAllows(studio, { roles: [ROLE.manager], flags: ACME })).toBe(true);
    expect(ruleAllows(studio, { roles: [ROLE.creator], flags: ACME })).toBe(false);
    expect(ruleAllows(studio, { roles: [ROLE.manager], flags: ACME, permissions: new Set(['inbox.view']) })).toBe(false);
    expect(menuEntriesOf(AREAS).some((entry) => entry.id === 'create.studio')).toBe(false);
  });

  it('gets its section and its title', () => {
    expect(sectionOfPath('/studio/list', false, registry)).toBe('create');
    expect(pageTitleOf('/studio/list', registry)).toEqual({ titleKey: 'studio.menu', descriptionKey: 'studio.description' });
    expect(pageTitleOf('/studio', registry)).toEqual({ titleKey: 'studio.title', descriptionKey: 'studio.description' });
    expect(areaRootsOf(registry)).toContain('/studio');
  });

  it('gets its guard', () => {
    const ctx = (roles: RoleId[]) => ({ roles, flags: ACME, userId: 1 });
    expect(isRouteAllowed('/studio/list', ctx([ROLE.manager]), registry)).toBe(true);
    expect(isRouteAllowed('/studio', ctx([ROLE.manager]), registry)).toBe(true);
    expect(isRouteAllowed('/studio/list', ctx([ROLE.creator]), registry)).toBe(false);
    expect(isRouteAllowed('/studio/preview', ctx([ROLE.creator]), registry)).toBe(true);
    expect(isRouteAllowed('/studio/preview', ctx([ROLE.viewer]), registry)).toBe(false);
    expect(isRouteAllowed('/studio/list', ctx([ROLE.manager]))).toBe(false);
  });
});

describe('the registry', () => {
  it('every area has a page in its folder', async () => {
    for (const area of AREAS) {
      const page = await loadArea(area.id);
      expect([area.id, typeof page.default]).toEqual([area.id, 'function']);
    }
  });

  it('no two areas serve the same first segment', () => {
    const segments = AREAS.flatMap((area) => area.roots.map((root) => root.split('/')[1]));
    expect(new Set(segments).size).toBe(segments.length);
  });
});
