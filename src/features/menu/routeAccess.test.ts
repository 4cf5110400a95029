import { ROLE, type RoleId } from '../../../contract/roles';
import type { CustomerFlags } from '../../../contract/token';
import { isRouteAllowed } from './routeAccess';
import { ACME, CUTLINE, DEMO_ACCOUNTS, GLOBEX, NO_CUSTOMER, hrefsFor } from './testing/demoAccounts';

const allowed = (pathname: string, roles: RoleId[], flags: CustomerFlags = ACME) => isRouteAllowed(pathname, { roles, flags, userId: 42 });

// The analytics landing page is a public route outside the signed-in shell, so it is not guarded.
const guarded = (href: string) => href.startsWith('/') && href !== '/analytics-landing';

test.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('%s may open every internal link of their menu', (_n, account) => {
  for (const href of hrefsFor(account, 42).filter(guarded)) {
    expect([href, isRouteAllowed(href, { roles: account.roles, flags: account.flags, userId: 42 })]).toEqual([href, true]);
  }
});

describe('a member', () => {
  test.each([
    // under an offered item, and section roots of offered items
    ['/home/library/123', [ROLE.viewer], ACME, true],
    ['/tasks', [ROLE.viewer], ACME, true],
    ['/organization', [ROLE.manager], ACME, true],
    ['/pro-edits/list', [ROLE.manager], CUTLINE, true],
    ['/pro-edits', [ROLE.manager], ACME, false],
    // generally reachable
    ['/home', [ROLE.viewer], GLOBEX, true],
    ['/myprofile', [ROLE.viewer], ACME, true],
    ['/changepassword', [ROLE.viewer], ACME, true],
    ['/changepassword/report', [ROLE.viewer], ACME, true],
    ['/settings', [ROLE.viewer], ACME, true],
    ['/inbox/newprograms', [ROLE.creator], ACME, true],
    ['/integrations', [ROLE.viewer], GLOBEX, true],
    ['/clips/add', [ROLE.creator], ACME, true],
    ['/clips/add', [ROLE.viewer], ACME, false],
    ['/bumpers', [ROLE.manager], ACME, true],
    ['/script/7', [ROLE.creator], ACME, true],
    ['/footage', [ROLE.viewer], ACME, false],
    ['/home/discover-channel', [ROLE.viewer], ACME, true],
    ['/home/discover-channel', [ROLE.viewer], GLOBEX, false],
    ['/channel/edit/9', [ROLE.creator], ACME, true],
    ['/channel/manage', [ROLE.creator], ACME, false],
    ['/user', [ROLE.admin], ACME, true],
    ['/user', [ROLE.creator], ACME, false],
    // not offered
    ['/roles/creator', [ROLE.creator], ACME, false],
    ['/tasks/deliverable', [ROLE.creator], ACME, false],
    ['/storyboards/list', [ROLE.manager], GLOBEX, false],
    ['/campaign/Mycampaign', [ROLE.manager], CUTLINE, false],
    ['/integrations/youtube', [ROLE.manager], CUTLINE, false],
    ['/peoplesearch/list', [ROLE.creator], GLOBEX, false],
    ['/account/edit/7/profile', [ROLE.viewer], ACME, false],
    ['/organization/customer/manage', [ROLE.manager], ACME, false],
  ] as const)('%s for %j → %s', (pathname, roles, flags, expected) => {
    expect(allowed(pathname, [...roles], flags)).toBe(expected);
  });
});

describe('the super-admin is confined to organisation and profile routes (§4)', () => {
  test.each([
    ['/organization/customer/manage', true],
    ['/organization/customer/edit/Admin', true],
    ['/organization', true],
    ['/myprofile/changepassword', true],
    ['/changepassword/report', true],
    ['/home/library', false],
    ['/home', false],
    ['/settings', false],
    ['/integrations/zoom', false],
    ['/account/edit/42/profile', false],
    ['/roles/creator', false],
  ])('%s → %s', (pathname, expected) => {
    expect(allowed(pathname, [ROLE.superAdmin], NO_CUSTOMER)).toBe(expected);
  });
});

test('a trailing slash does not change the answer', () => {
  expect(allowed('/tasks/ctr/', [ROLE.viewer])).toBe(true);
  expect(allowed('/roles/creator/', [ROLE.creator])).toBe(false);
});
