import type { Page } from 'playwright-core';
import { newDesktopPage } from './harness/browser';
import { signedInPage, tokensFor } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/** §2: deep links to every route load their area, or redirect as specified. */

const suite = serverAndBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

describe('routes anyone may open', () => {
  let page: Page;
  beforeEach(async () => {
    page = await newDesktopPage(suite.browser);
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('the empty path goes to /login', async () => {
    await page.goto(suite.server.url);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: /sign in/i }).waitFor();
  });

  it.each(['sessionExpired', 'inActive', 'clear'])('/login/status/%s shows its notice on the login page', async (status) => {
    await page.goto(`${suite.server.url}/login/status/${status}`);
    await page.getByTestId('login-status').waitFor();
    expect(pathOf(page)).toBe(`/login/status/${status}`);
  });

  it('/login/{ftl}/{userName} pre-fills the username', async () => {
    await page.goto(`${suite.server.url}/login/ftl/viewer%40acme.test`);
    expect(await page.getByLabel('Username').inputValue()).toBe('viewer@acme.test');
  });

  it('/login/{ftl}/{userName}/{passWord}/{customerId} signs in by itself', async () => {
    await page.goto(`${suite.server.url}/login/ftl/viewer%40acme.test/${encodeURIComponent('Demo-2026!')}/1`);
    await page.waitForURL((url) => url.pathname === '/home/library', { timeout: 30_000 });
  });

  it.each([
    ['/no-support', '/no-support'],
    ['/no-support/info/background-upload-clips', '/no-support/info/background-upload-clips'],
    ['/clips/backgroundUploadClips', '/no-support/info/background-upload-clips'],
  ])('%s shows %s', async (path, landing) => {
    await page.goto(`${suite.server.url}${path}`);
    await page.waitForURL((url) => url.pathname === landing);
    await heading(page).waitFor();
  });
});

/** Expected area titles (src/features/areas/locales/en.json) by the route's first segment. */
const TITLES: Record<string, string> = {
  home: 'Home',
  inbox: 'Inbox',
  tasks: 'Tasks',
  clips: 'Footage',
  footage: 'Footage',
  files: 'Files',
  myprograms: 'My programs',
  'pro-edits': 'Pro Edits',
  storyboards: 'Storyboards',
  campaign: 'Campaigns',
  alltemplate: 'Program templates',
  bumpers: 'Intros and outros',
  script: 'Scripts',
  projects: 'Projects',
  audience: 'Audience',
  organization: 'Organization',
  peoplesearch: 'People',
  roles: 'Roles',
  account: 'Profile',
  myprofile: 'My profile',
  changepassword: 'Change password',
  integrations: 'Integrations',
  users: 'Users',
  user: 'User',
  channel: 'Channels',
  settings: 'Settings',
};

/** A page a sidebar entry opens is headed by the entry's label (§2, src/features/menu/locales/en.json). */
const MENU_LABELS: Record<string, string> = {
  '/home/library': 'All',
  '/home/newprograms': 'Not Viewed',
  '/home/completedprograms': 'Viewed',
  '/home/channel/all': 'Channels',
  '/tasks/ctr': 'Recording Tasks',
  '/tasks/file': 'File Requests',
  '/tasks/deliverable': 'Deliverables',
  '/tasks/approvals': 'Programs',
  '/clips/list': 'Footage',
  '/files/list': 'Files',
  '/myprograms/list': 'Programs',
  '/storyboards/list': 'Storyboards',
  '/campaign/Mycampaign': 'Campaigns',
  '/alltemplate/list': 'Program Templates',
  '/audience/contacts': 'Contacts',
  '/audience/contactlist': 'Contact Lists',
  '/users/list': 'Users',
  '/channel/manage': 'Channels',
  '/organization/customer/edit/Admin': 'Basic Setup',
  '/peoplesearch/list': 'Directory',
  '/peoplesearch/advanced-profile': 'Advanced',
  '/roles/creator': 'Roles',
  '/integrations/zoom': 'Zoom',
  '/integrations/youtube': 'YouTube',
  '/myprofile/changepassword': 'Change Password',
  '/myprofile/report': 'Download Reports',
  '/pro-edits': 'Pro Edits',
  '/pro-edits/list': 'Pro Edits',
  '/pro-edits/load-analysis/customers-load': 'Customers load',
  '/pro-edits/load-analysis/editors-load': 'Editors load',
  '/organization/customer/manage': 'Customers',
  '/organization/user/manage/SuperAdmin': 'Users',
  '/organization/eMailLayouts/eMailLayoutList/SuperAdmin': 'Email Layouts',
  '/organization/customer/sharepage': 'Share Page',
  '/organization/customer/shot-types': 'Shot Types',
  '/organization/customer/industry-types': 'Industry Types',
  '/organization/customer/actions': 'Actions',
  '/organization/customer/email-verify': 'Email Verification',
};

async function expectArea(page: Page, path: string) {
  await page.goto(`${suite.server.url}${path}`);
  const title = /^\/account\/edit\/\d+\/profile$/.test(path) ? 'Profile' : (MENU_LABELS[path] ?? TITLES[path.split('/')[1] ?? '']);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 20_000 });
  expect(await page.title()).toBe(`${title} · Takeflow`);
  expect(pathOf(page)).toBe(path);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

describe('deep links of a content manager', () => {
  let page: Page;
  let userId = 0;
  beforeAll(async () => {
    userId = (await tokensFor(suite.server.url, 'manager@acme.test')).additionalDetails.UserDetails.userId;
    page = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each([
    '/home/library',
    '/home/newprograms',
    '/home/completedprograms',
    '/home/channel',
    '/home/channel/all',
    '/home/discover-channel',
    '/inbox/newprograms',
    '/tasks',
    '/tasks/ctr',
    '/tasks/file',
    '/tasks/deliverable',
    '/tasks/approvals',
    '/clips',
    '/clips/list',
    '/clips/add',
    '/files',
    '/files/list',
    '/myprograms',
    '/myprograms/list',
    '/storyboards',
    '/storyboards/list',
    '/campaign',
    '/campaign/Mycampaign',
    '/alltemplate',
    '/alltemplate/list',
    '/bumpers',
    '/script',
    '/projects',
    '/footage',
    '/audience',
    '/audience/contacts',
    '/audience/contactlist',
    '/users',
    '/users/list',
    '/user',
    '/channel',
    '/channel/manage',
    '/organization',
    '/organization/customer/edit/Admin',
    '/peoplesearch',
    '/peoplesearch/list',
    '/peoplesearch/advanced-profile',
    '/roles',
    '/roles/creator',
    '/integrations',
    '/integrations/zoom',
    '/integrations/youtube',
    '/account',
    '/myprofile',
    '/myprofile/changepassword',
    '/myprofile/report',
    '/changepassword',
    '/changepassword/report',
    '/settings',
  ])('%s', async (path) => {
    await expectArea(page, path);
  });

  it('/home opens All, the first page of Home', async () => {
    await page.goto(`${suite.server.url}/home`);
    await page.waitForURL((url) => url.pathname === '/home/library');
    await page.getByRole('heading', { level: 1, name: 'All', exact: true }).waitFor({ timeout: 20_000 });
  });

  it.each([
    ['/home/library', 'Home'],
    ['/tasks/ctr', 'Tasks'],
    ['/clips/list', 'Create'],
    ['/audience/contacts', 'Audience'],
    ['/peoplesearch/list', 'Organization'],
    ['/integrations/zoom', 'Integrations'],
    ['/myprofile/changepassword', 'Personal Profile'],
  ])('%s is under the section title %s, from its first segment (§2)', async (path, section) => {
    await expectArea(page, path);
    expect(await page.getByTestId('section-title').textContent()).toBe(section);
  });

  it('/account/edit/{userId}/profile', async () => {
    await expectArea(page, `/account/edit/${userId}/profile`);
  });

  it('/resetpassword is only for a forced password change: a signed-in user goes home', async () => {
    await page.goto(`${suite.server.url}/resetpassword`);
    await page.waitForURL((url) => url.pathname === '/home/library');
  });

  it('an unknown path shows a not-found page with a way home', async () => {
    await page.goto(`${suite.server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await page.waitForURL((url) => url.pathname === '/home/library');
  });
});

describe('deep links of a pro-edit vendor', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(suite.browser, suite.server.url, 'vendor@cutline.test');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(['/pro-edits', '/pro-edits/list', '/pro-edits/load-analysis/customers-load', '/pro-edits/load-analysis/editors-load'])(
    '%s',
    async (path) => {
      await expectArea(page, path);
    },
  );
});

describe('deep links of the super-admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(suite.browser, suite.server.url, 'support@takeflow.test');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each([
    '/organization/customer/manage',
    '/organization/user/manage/SuperAdmin',
    '/organization/eMailLayouts/eMailLayoutList/SuperAdmin',
    '/organization/customer/sharepage',
    '/organization/customer/shot-types',
    '/organization/customer/industry-types',
    '/organization/customer/actions',
    '/organization/customer/email-verify',
    '/myprofile/changepassword',
    '/myprofile/report',
  ])('%s', async (path) => {
    await expectArea(page, path);
  });

  it('sees the section title Support, not Organization, on the organisation pages (§2)', async () => {
    await expectArea(page, '/organization/customer/manage');
    expect(await page.getByTestId('section-title').textContent()).toBe('Support');
  });

  it('is confined to organisation and profile routes', async () => {
    await page.goto(`${suite.server.url}/home/library`);
    await page.waitForURL((url) => url.pathname === '/organization/customer/manage');
    await page.getByText('Your menu does not include that page, so you are back on your home page.').waitFor();
  });
});

describe('a route the menu does not offer', () => {
  it('sends a creator who opens /roles/creator home, with a message', async () => {
    const page = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
    try {
      await page.goto(`${suite.server.url}/roles/creator`);
      await page.waitForURL((url) => url.pathname === '/home/library');
      await page.getByText('Your menu does not include that page, so you are back on your home page.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'All', exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Roles' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
