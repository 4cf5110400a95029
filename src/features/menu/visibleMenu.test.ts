import { ROLE } from '../../../contract/roles';
import { ACME, ANALYTICS_URL, CUTLINE, DEMO_ACCOUNTS, GLOBEX, NO_CUSTOMER, hrefsFor } from './testing/demoAccounts';
import { menuLayout, visibleMenu, type MenuContext, type VisibleMenu } from './visibleMenu';

const USER_ID = 42;
const ctx = (over: Partial<MenuContext>): MenuContext => ({
  roles: [ROLE.creator],
  flags: ACME,
  width: 1920,
  pathname: '/home/library',
  userId: USER_ID,
  analyticsUrl: ANALYTICS_URL,
  ...over,
});

/** Every href the sidebar renders: section entries, items and the quick-record button. */
function allHrefs(menu: VisibleMenu): string[] {
  const hrefs = new Set<string>();
  for (const section of menu.sections) {
    if (section.entryHref) hrefs.add(section.entryHref);
    for (const item of section.items) if (item.href) hrefs.add(item.href);
  }
  if (menu.quickRecordHref) hrefs.add(menu.quickRecordHref);
  return [...hrefs].sort();
}

describe('visibleMenu for every demo account at full width', () => {
  test.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))('%s', (_name, account) => {
    const menu = visibleMenu(ctx({ roles: account.roles, flags: account.flags }));
    expect(allHrefs(menu)).toEqual(hrefsFor(account, USER_ID));
  });
});

describe('rules of §6', () => {
  const ids = (menu: VisibleMenu) => menu.sections.flatMap((section) => section.items.map((item) => item.id));

  test('storyboards need the storyboard feature, campaigns need campaign manager access', () => {
    const manager = { roles: [ROLE.manager] };
    expect(ids(visibleMenu(ctx({ ...manager, flags: { ...ACME, storyboardEnabled: false } })))).not.toContain('create.storyboards');
    expect(ids(visibleMenu(ctx({ ...manager, flags: { ...ACME, campaignManagerEnabled: false } })))).not.toContain('create.campaigns');
    expect(ids(visibleMenu(ctx({ ...manager, flags: ACME })))).toEqual(expect.arrayContaining(['create.storyboards', 'create.campaigns']));
  });

  test('Pro Edits and load analysis need a pro-edit vendor, and then the Create entry goes to /pro-edits/list', () => {
    const vendor = visibleMenu(ctx({ roles: [ROLE.manager], flags: CUTLINE }));
    expect(ids(vendor)).toEqual(expect.arrayContaining(['create.proEdits', 'create.customersLoad', 'create.editorsLoad']));
    expect(vendor.sections.find((s) => s.id === 'create')?.entryHref).toBe('/pro-edits/list');
    const plain = visibleMenu(ctx({ roles: [ROLE.manager], flags: ACME }));
    expect(ids(plain)).not.toContain('create.proEdits');
    expect(plain.sections.find((s) => s.id === 'create')?.entryHref).toBe('/clips/list');
  });

  test('Organization and Channels: viewer or creator with hide-organisation off, or admin or manager', () => {
    const orgIds = (menu: VisibleMenu) => ids(menu).filter((id) => id.startsWith('organization.') || id.endsWith('hannels'));
    expect(orgIds(visibleMenu(ctx({ roles: [ROLE.viewer], flags: GLOBEX })))).toEqual([]);
    expect(orgIds(visibleMenu(ctx({ roles: [ROLE.creator], flags: GLOBEX })))).toEqual([]);
    expect(orgIds(visibleMenu(ctx({ roles: [ROLE.viewer], flags: ACME })))).toEqual(['home.channels', 'organization.directory']);
    expect(orgIds(visibleMenu(ctx({ roles: [ROLE.admin], flags: GLOBEX })))).toEqual([
      'home.channels',
      'organization.directory',
      'organization.roles',
    ]);
    expect(orgIds(visibleMenu(ctx({ roles: [ROLE.manager], flags: GLOBEX })))).toContain('audience.channels');
  });

  test('Zoom needs allowZoomIntegration and YouTube needs allowYoutubeIntegration', () => {
    const zoomOnly = visibleMenu(ctx({ flags: { ...GLOBEX, allowZoomIntegration: true } }));
    expect(ids(zoomOnly)).toContain('integrations.zoom');
    expect(ids(zoomOnly)).not.toContain('integrations.youtube');
  });

  test('the support role: no counts, no integrations, profile item is change password, no profile link', () => {
    const menu = visibleMenu(ctx({ roles: [ROLE.superAdmin], flags: NO_CUSTOMER, userId: 1, pathname: '/organization/customer/manage' }));
    expect(menu.showCounts).toBe(false);
    expect(menu.sections.map((s) => s.id)).toEqual(['support', 'profile']);
    expect(menu.sections.find((s) => s.id === 'profile')?.entryHref).toBe('/myprofile/changepassword');
    expect(ids(menu)).not.toContain('profile.account');
    expect(menu.quickRecordHref).toBeNull();
    expect(menu.currentSection).toBe('support');
    expect(menu.sections.flatMap((s) => s.items).every((item) => item.countKey === undefined)).toBe(true);
  });

  test('count keys sit on their items for members', () => {
    const items = visibleMenu(ctx({ roles: [ROLE.manager] })).sections.flatMap((s) => s.items);
    const counted = Object.fromEntries(items.filter((i) => i.countKey).map((i) => [i.countKey, i.href]));
    expect(counted).toEqual({
      inboxLibraryCount: '/home/library',
      inboxNewCount: '/home/newprograms',
      inboxWatchedCount: '/home/completedprograms',
      clipsToRecordCount: '/tasks/ctr',
      assetReqToRecordCount: '/tasks/file',
      deliverablesCount: '/tasks/deliverable',
      programsForApprovalCount: '/tasks/approvals',
      directoryCount: '/peoplesearch/list',
    });
  });

  test('external entries and Analytics open in a new tab', () => {
    const items = visibleMenu(ctx({})).sections.flatMap((s) => s.items);
    expect(items.filter((i) => i.newTab).map((i) => i.id)).toEqual(['integrations.slack', 'integrations.chrome', 'integrations.analytics']);
  });

  test('Analytics links to the analytics site, or to the landing page while the site is not known', () => {
    const analytics = (analyticsUrl?: string) =>
      visibleMenu(ctx({ analyticsUrl }))
        .sections.flatMap((s) => s.items)
        .find((i) => i.id === 'integrations.analytics')?.href;
    expect(analytics(ANALYTICS_URL)).toBe(ANALYTICS_URL);
    expect(analytics(undefined)).toBe('/analytics-landing');
  });
});

describe('active item and flyout (§2, §4)', () => {
  const active = (pathname: string, roles = [ROLE.manager]) =>
    visibleMenu(ctx({ roles, flags: CUTLINE, pathname }))
      .sections.flatMap((s) => s.items)
      .filter((i) => i.active)
      .map((i) => i.href);

  test.each([
    ['/home/library', ['/home/library']],
    ['/home/library/42', ['/home/library']],
    ['/pro-edits/list', ['/pro-edits']],
    ['/pro-edits/load-analysis/editors-load', ['/pro-edits/load-analysis/editors-load']],
    ['/home/librarything', []],
    ['/settings', []],
  ])('on %s the highlighted entry is %j', (pathname, expected) => {
    expect(active(pathname)).toEqual(expected);
  });

  test.each([
    ['/account/edit/42/profile', true],
    ['/myprofile/report', true],
    ['/integrations/zoom', true],
    ['/home/library', false],
    ['/organization/customer/manage', false],
  ])('flyout on %s: %s', (pathname, shown) => {
    const menu = visibleMenu(ctx({ pathname }));
    expect(menu.flyout !== null).toBe(shown);
    if (shown)
      expect(menu.flyout?.map((i) => i.href)).toEqual(['/account/edit/42/profile', '/myprofile/changepassword', '/myprofile/report']);
  });
});

describe('width rules (§4, §9)', () => {
  test.each([
    [1279, { reduced: true, menuCollapsed: true, slideOutCollapsed: true, sidebarWidth: 70, slideOutWidth: 70 }],
    [1280, { reduced: false, menuCollapsed: true, slideOutCollapsed: true, sidebarWidth: 70, slideOutWidth: 70 }],
    [1535, { reduced: false, menuCollapsed: true, slideOutCollapsed: true, sidebarWidth: 70, slideOutWidth: 70 }],
    [1536, { reduced: false, menuCollapsed: false, slideOutCollapsed: true, sidebarWidth: 300, slideOutWidth: 70 }],
    [1599, { reduced: false, menuCollapsed: false, slideOutCollapsed: true, sidebarWidth: 300, slideOutWidth: 70 }],
    [1600, { reduced: false, menuCollapsed: false, slideOutCollapsed: false, sidebarWidth: 300, slideOutWidth: 300 }],
  ])('at %i px', (width, layout) => {
    expect(menuLayout(width)).toEqual(layout);
  });

  test('below 1280 only the profile item and log out remain, with no group menus, flyout or quick record', () => {
    const member = visibleMenu(ctx({ roles: [ROLE.manager], width: 1279, pathname: '/myprofile/report' }));
    expect(member.sections.flatMap((s) => s.items.map((i) => i.id))).toEqual(['profile.account', 'profile.logout']);
    expect(member.flyout).toBeNull();
    expect(member.quickRecordHref).toBeNull();
    const support = visibleMenu(ctx({ roles: [ROLE.superAdmin], flags: NO_CUSTOMER, width: 1000 }));
    expect(support.sections.flatMap((s) => s.items.map((i) => i.href))).toEqual(['/myprofile/changepassword', null]);
  });
});
