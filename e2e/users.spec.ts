import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { linkToken, startSmtpListener } from '../server/testing/smtpListener';
import { newDesktopPage, signIn } from './harness/browser';
import { createUser, firstSignIn } from './userForms';
import { axeViolations } from './harness/axe';
import { freePort, startServer, type RunningServer } from './harness/server';
import { pathOf, waitForLiveStream, waitForSession } from './sessionSupport';
import { browserAnd } from './harness/suite';

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

/** A real SMTP server: the invitation travels by email, as it does in production. */
const suite = browserAnd('smtp', startSmtpListener, (smtp) => smtp.close());

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const axeClean = async (page: Page) => expect(await axeViolations(page, 'main')).toEqual([]);
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

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
    const port = await freePort();
    server = await startServer({ dataDir, port, env: { ...PRODUCTION, PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: suite.smtp.url } });
    const url = server.url;

    // The operator: temporary password → Change Password → Customers.
    const support = await newDesktopPage(suite.browser);
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
    const manager = await newDesktopPage(suite.browser);
    await firstSignIn(manager, url, 'boss@northwind.test', managerTemporary, 'Manager-own-2026');
    expect(pathOf(manager)).toBe('/home/library');
    await mainMenu(manager).getByRole('link', { name: 'Storyboards' }).waitFor();

    // The manager invites a creator from Audience › Users: the emailed link sets the password.
    await mainMenu(manager).getByRole('link', { name: 'Users' }).click();
    await manager.waitForURL('**/users/list');
    await manager.getByRole('link', { name: 'New user' }).click();
    await manager.getByRole('textbox', { name: 'Email' }).fill('cam@northwind.test');
    await manager.getByRole('textbox', { name: 'Name' }).fill('Cam Creator');
    await manager.getByRole('checkbox', { name: 'Creator' }).check();
    await manager.getByRole('radio', { name: 'An emailed link to set a password' }).check();
    await manager.getByRole('button', { name: 'Send invitation' }).click();
    await manager.getByRole('status').filter({ hasText: 'cam@northwind.test' }).waitFor();
    await manager.getByRole('link', { name: 'Back to users' }).click();
    await manager.getByRole('cell', { name: 'Cam Creator' }).waitFor();
    await axeClean(manager);
    await shot(manager, 'users-organisation-list');

    const mail = await suite.smtp.next('cam@northwind.test');
    const link = /\S+\/setpassword#token=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).toBe(`${url}/setpassword#token=${linkToken(mail)}`);
    const creator = await newDesktopPage(suite.browser);
    await creator.goto(link);
    await creator.getByLabel(/^New password/).fill('Creator-own-2026');
    await creator.getByLabel(/^Confirm new password/).fill('Creator-own-2026');
    await creator.getByRole('button', { name: 'Set password' }).click();
    await creator.getByTestId('password-set').waitFor();
    await signIn(creator, url, 'cam@northwind.test', 'Creator-own-2026');
    await waitForSession(creator, 'active');
    await manager.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
    await waitForLiveStream(manager, url);
    await waitForLiveStream(creator, url);

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
      expect.arrayContaining(['User invited', 'User created', 'Organisation changed', 'Organisation created']),
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
    const multi = await newDesktopPage(suite.browser);
    await signIn(multi, server.url, 'multi@acme.test');
    await waitForSession(multi, 'active');
    const logo = (customer: string) => mainMenu(multi).getByRole('button', { name: `Switch customer profile (current: ${customer})` });
    await logo('Acme Media').click();
    await multi.getByRole('option', { name: /Acme West/ }).click();
    await logo('Acme West').waitFor();
    await multi.waitForTimeout(1500); // its live stream is up

    const support = await newDesktopPage(suite.browser);
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

test('Roles: a manager withdraws Files from the creator role, and the creator’s open tab loses the entry without a reload', async () => {
  const server = await startServer();
  try {
    const creator = await newDesktopPage(suite.browser);
    await signIn(creator, server.url, 'creator@acme.test');
    await waitForSession(creator, 'active');
    await mainMenu(creator).getByRole('link', { name: 'Files' }).waitFor();
    await creator.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
    await waitForLiveStream(creator, server.url);

    const manager = await newDesktopPage(suite.browser);
    await signIn(manager, server.url, 'manager@acme.test');
    await mainMenu(manager).getByRole('link', { name: 'Roles' }).click();
    await manager.waitForURL('**/roles/creator');
    const table = manager.getByRole('table', { name: 'Permissions by role' });
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Permission', 'Creator', 'Viewer', 'Manager', 'Admin']);
    // The admin role always keeps user management: a read-only mark, not a checkbox.
    const users = table.getByRole('row', { name: /Manage the organisation's users/ });
    expect(await users.locator('td').last().getAttribute('aria-label')).toBe('Yes');
    const files = table.getByRole('checkbox', { name: 'Upload and manage files: Creator' });
    await files.focus();
    await manager.keyboard.press('Space');
    await manager.getByRole('status').filter({ hasText: 'Creator — Upload and manage files withdrawn' }).waitFor();
    expect(await files.isChecked()).toBe(false);
    await axeClean(manager);
    await shot(manager, 'roles-matrix');

    await mainMenu(creator).getByRole('link', { name: 'Files' }).waitFor({ state: 'detached', timeout: 10_000 });
    await mainMenu(creator).getByRole('link', { name: 'Footage' }).waitFor();
    expect(await creator.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
  } finally {
    await server.stop();
  }
});
