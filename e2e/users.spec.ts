import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newDesktopPage, signIn } from './harness/browser';
import { startServer, type RunningServer } from './harness/server';
import { pathOf, waitForSession } from './sessionSupport';

/**
 * §2 Support › Users and Audience › Users in Chromium: a new operator onboards an organisation
 * from the first support account alone (production mode, no demo data), and a lock set by
 * support reaches multi@acme.test's switcher and open tab.
 */
const ROOT = path.resolve(__dirname, '..');
const PRODUCTION = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  UPLOAD_ACCESS_KEY_ID: 'AKIAE2EUSERSOWN00001',
  UPLOAD_SECRET_ACCESS_KEY: 'e2e-users-own-secret',
};
const OPS = 'ops@northwind.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const axeClean = async (page: Page) => expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The first sign-in with a temporary password goes to Change Password, then home (§4). */
async function firstSignIn(page: Page, url: string, username: string, temporary: string, chosen: string) {
  await signIn(page, url, username, temporary);
  await page.waitForURL(`${url}/resetpassword`);
  await page.getByLabel(/^Current password/).fill(temporary);
  await page.getByLabel(/^New password/).fill(chosen);
  await page.getByLabel(/^Confirm new password/).fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL((address) => address.pathname !== '/resetpassword');
  await waitForSession(page, 'active');
}

/** Fills the New user form and answers the temporary password it shows once. */
async function createUser(page: Page, user: { email: string; name: string; role: string; organisation?: string }) {
  await page.getByRole('link', { name: 'New user' }).click();
  await page.getByRole('heading', { name: 'New user' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Name' }).fill(user.name);
  if (user.organisation) {
    await page.getByRole('combobox', { name: /Organisation/ }).click();
    await page.getByRole('option', { name: user.organisation }).click();
  }
  await page.getByRole('checkbox', { name: user.role }).check();
  await page.getByRole('button', { name: 'Create user' }).click();
  return page.getByTestId('temporary-password').inputValue();
}

test('a new operator onboards an organisation from the first support account; flags and deactivation reach open tabs', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-e2e-users-'));
  let server: RunningServer | null = null;
  try {
    const printed = execFileSync(process.execPath, ['-r', '@swc-node/register', 'server/admin/cli.ts', 'create-support', OPS], {
      cwd: ROOT,
      env: { ...process.env, ...PRODUCTION, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    const supportTemporary = /Temporary password \(shown only now\): (\S+)/.exec(printed)?.[1] ?? '';
    server = await startServer({ dataDir, env: PRODUCTION });
    const url = server.url;

    // The operator: temporary password → Change Password → Customers.
    const support = await newDesktopPage(browser);
    support.on('dialog', (dialog) => void dialog.accept());
    await firstSignIn(support, url, OPS, supportTemporary, 'Operator-own-2026');
    await support.waitForURL('**/organization/customer/manage');

    // An organisation with storyboards on.
    await support.getByRole('link', { name: 'New organisation' }).click();
    await support.getByLabel(/^Name/).fill('Northwind Films');
    await support.getByLabel('City').fill('Seattle');
    await support.getByLabel('Storyboards').check();
    await support.getByRole('button', { name: 'Create organisation' }).click();
    await support.waitForURL(/\/organization\/customer\/manage\/\d+$/);
    const organisationPage = support.url();

    // Its first manager, from Support › Users.
    await mainMenu(support).getByRole('link', { name: 'Users' }).click();
    await support.waitForURL('**/organization/user/manage/SuperAdmin');
    const managerTemporary = await createUser(support, {
      email: 'boss@northwind.test',
      name: 'Bea Boss',
      role: 'Manager',
      organisation: 'Northwind Films',
    });
    await axeClean(support);
    await shot(support, 'users-created');

    // The manager signs in: Change Password, then home, with Storyboards in the menu.
    const manager = await newDesktopPage(browser);
    await firstSignIn(manager, url, 'boss@northwind.test', managerTemporary, 'Manager-own-2026');
    expect(pathOf(manager)).toBe('/home/library');
    await mainMenu(manager).getByRole('link', { name: 'Storyboards' }).waitFor();

    // The manager adds a creator to Audience › Users.
    await mainMenu(manager).getByRole('link', { name: 'Users' }).click();
    await manager.waitForURL('**/users/list');
    const creatorTemporary = await createUser(manager, { email: 'cam@northwind.test', name: 'Cam Creator', role: 'Creator' });
    await manager.getByRole('link', { name: 'Back to users' }).click();
    await manager.getByRole('cell', { name: 'Cam Creator' }).waitFor();
    await axeClean(manager);
    await shot(manager, 'users-organisation-list');

    const creator = await newDesktopPage(browser);
    await firstSignIn(creator, url, 'cam@northwind.test', creatorTemporary, 'Creator-own-2026');
    await manager.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
    await manager.waitForTimeout(1500); // the open tabs' live streams are up

    // Support turns storyboards off: the manager's open tab loses the entry without a reload.
    await support.goto(organisationPage);
    await support.getByLabel('Storyboards').uncheck();
    await support.getByRole('button', { name: 'Save changes' }).click();
    await mainMenu(manager).getByRole('link', { name: 'Storyboards' }).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await manager.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

    // Support deactivates the creator while signed in: their tab ends at /login/status/inActive within 2 s.
    await support.goto(`${url}/organization/user/manage/SuperAdmin`);
    await support.getByLabel('Search name or email').fill('cam');
    await support.keyboard.press('Enter');
    await support.getByRole('link', { name: 'Cam Creator' }).click();
    await support.getByRole('heading', { name: 'Cam Creator' }).waitFor();
    await axeClean(support);
    await shot(support, 'users-detail');
    await support.getByRole('button', { name: 'Deactivate' }).click();
    await support.getByRole('status').filter({ hasText: 'User deactivated' }).waitFor();
    const answered = Date.now();
    await creator.waitForURL('**/login/status/inActive', { timeout: 2_000 });
    console.info(`deactivated creator's tab at /login/status/inActive ${Date.now() - answered} ms after the answer`);

    // Every change is on the organisation's trail, which the support role reads on its page.
    await support.goto(organisationPage);
    const trail = support.getByTestId('audit-trail');
    await trail.getByText('User deactivated').waitFor();
    expect(await trail.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual(
      expect.arrayContaining(['User created', 'Organisation changed', 'Organisation created']),
    );
    await shot(support, 'users-audit-trail');
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('as multi@acme.test, a lock set by support shows (locked) in the switcher and switches the open tab away', async () => {
  const server = await startServer();
  try {
    const multi = await newDesktopPage(browser);
    await signIn(multi, server.url, 'multi@acme.test');
    await waitForSession(multi, 'active');
    const logo = (customer: string) => mainMenu(multi).getByRole('button', { name: `Switch customer profile (current: ${customer})` });
    await logo('Acme Media').click();
    await multi.getByRole('option', { name: /Acme West/ }).click();
    await logo('Acme West').waitFor();
    await multi.waitForTimeout(1500); // its live stream is up

    const support = await newDesktopPage(browser);
    await signIn(support, server.url, 'support@takeflow.test');
    await support.goto(`${server.url}/organization/user/manage/SuperAdmin`);
    await support.getByLabel('Search name or email').fill('multi');
    await support.keyboard.press('Enter');
    await support.getByRole('link', { name: 'Max Multi' }).click();
    const west = support.getByRole('region', { name: 'Acme West' });
    await west.getByRole('button', { name: 'Lock' }).click();
    await support.getByRole('heading', { name: 'Acme West (locked)' }).waitFor();

    // The open tab was on Acme West: it switches away, and the switcher shows the lock.
    await logo('Acme Media').waitFor({ timeout: 10_000 });
    await logo('Acme Media').click();
    const locked = multi.getByRole('option', { name: /\(locked\) Acme West/ });
    await locked.waitFor();
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    await shot(multi, 'users-multi-locked');
  } finally {
    await server.stop();
  }
});

test('Roles shows managers and admins the permission matrix of the organisation roles', async () => {
  const server = await startServer();
  try {
    const admin = await newDesktopPage(browser);
    await signIn(admin, server.url, 'admin@acme.test');
    await mainMenu(admin).getByRole('link', { name: 'Roles' }).click();
    await admin.waitForURL('**/roles/creator');
    const table = admin.getByRole('table', { name: 'Permissions by role' });
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Permission', 'Creator', 'Viewer', 'Manager', 'Admin']);
    const row = table.getByRole('row', { name: /Manage the organisation's users/ });
    expect(await row.locator('td').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')))).toEqual([
      'No',
      'No',
      'Yes',
      'Yes',
    ]);
    await axeClean(admin);
    await shot(admin, 'roles-matrix');
  } finally {
    await server.stop();
  }
});
