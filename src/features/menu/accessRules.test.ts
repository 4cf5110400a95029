import type { Permission } from '../../../contract/permissions';
import { ROLE } from '../../../contract/roles';
import { isRouteAllowed } from './routeAccess';
import { ACME } from './testing/demoAccounts';
import { visibleMenu } from './visibleMenu';

const ids = (permissions: ReadonlySet<Permission> | null) =>
  visibleMenu({ roles: [ROLE.manager], flags: ACME, width: 1920, pathname: '/home/library', userId: 1, permissions }).sections.flatMap(
    (section) => section.items.map((item) => item.id),
  );

describe('permissions, once loaded, take part in the menu and guard rules (§6)', () => {
  test('an entry whose permission the roles lack is hidden; without loaded permissions the roles decide', () => {
    expect(ids(null)).toContain('audience.contacts');
    const without = new Set<Permission>(['inbox.view', 'task.recording', 'task.fileRequest', 'profile.changePassword']);
    expect(ids(without)).not.toContain('audience.contacts');
    expect(ids(without)).toContain('home.library');
    expect(ids(without)).toContain('home.channels'); // no permission declared: roles and flags decide
  });

  test('the quick-record button needs quickRecord.use', () => {
    const menu = (permissions: ReadonlySet<Permission>) =>
      visibleMenu({ roles: [ROLE.creator], flags: ACME, width: 1920, pathname: '/', userId: 1, permissions });
    expect(menu(new Set<Permission>(['quickRecord.use'])).quickRecordHref).toBe('/clips/add');
    expect(menu(new Set<Permission>(['footage.manage'])).quickRecordHref).toBeNull();
  });

  test('the guard refuses a route whose permission is missing', () => {
    const ctx = (permissions: ReadonlySet<Permission> | null) => ({ roles: [ROLE.manager], flags: ACME, userId: 1, permissions });
    expect(isRouteAllowed('/audience/contacts', ctx(null))).toBe(true);
    expect(isRouteAllowed('/audience/contacts', ctx(new Set<Permission>(['contact.manage'])))).toBe(true);
    expect(isRouteAllowed('/audience/contacts', ctx(new Set<Permission>(['inbox.view'])))).toBe(false);
  });
});
