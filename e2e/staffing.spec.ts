import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { serverAndBrowser } from './harness/suite';
import { mainMenu } from './menuHelpers';
import { pathOf } from './sessionSupport';
import { createUser, firstSignIn } from './userForms';

/**
 * The order of authority (§6) in Chromium: an organisation whose first user is an admin is
 * staffed by that admin, who adds a creator and a content manager; both sign in.
 */
const suite = serverAndBrowser();

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('support creates an organisation whose first user is an admin; the admin adds a creator and a manager, who both sign in', async () => {
  const url = suite.server.url;
  const support = await newDesktopPage(suite.browser);
  await signIn(support, url, 'support@takeflow.test');
  await support.waitForURL('**/organization/customer/manage');
  await support.getByRole('link', { name: 'New organisation' }).click();
  await support.getByLabel(/^Name/).fill('Fabrikam Pictures');
  await support.getByRole('button', { name: 'Create organisation' }).click();
  await support.waitForURL(/\/organization\/customer\/manage\/\d+$/);

  await mainMenu(support).getByRole('link', { name: 'Users' }).click();
  await support.waitForURL('**/organization/user/manage/SuperAdmin');
  const adminTemporary = await createUser(support, {
    email: 'ada@fabrikam.test',
    name: 'Ada Admin',
    role: 'Admin',
    organisation: 'Fabrikam Pictures',
  });
  await support.context().close();

  const admin = await newDesktopPage(suite.browser);
  await firstSignIn(admin, url, 'ada@fabrikam.test', adminTemporary, 'Admin-own-2026');
  const staff: Record<string, string> = {};
  for (const [email, name, role] of [
    ['cam@fabrikam.test', 'Cam Creator', 'Creator'],
    ['max@fabrikam.test', 'Max Manager', 'Manager'],
  ] as const) {
    await mainMenu(admin).getByRole('link', { name: 'Users' }).click();
    await admin.waitForURL('**/users/list');
    staff[email] = await createUser(admin, { email, name, role });
    expect([email, staff[email]]).toEqual([email, expect.stringMatching(/\S{8,}/)]);
  }
  await shot(admin, 'staffing-manager-created');
  await mainMenu(admin).getByRole('link', { name: 'Users' }).click();
  await admin.getByRole('cell', { name: 'Max Manager' }).waitFor();
  await admin.getByRole('cell', { name: 'Cam Creator' }).waitFor();
  await admin.context().close();

  for (const [email, own] of [
    ['cam@fabrikam.test', 'Creator-own-2026'],
    ['max@fabrikam.test', 'Manager-own-2026'],
  ] as const) {
    const page = await newDesktopPage(suite.browser);
    await firstSignIn(page, url, email, staff[email]!, own);
    expect([email, pathOf(page)]).toEqual([email, '/home/library']);
    await page.context().close();
  }
});
