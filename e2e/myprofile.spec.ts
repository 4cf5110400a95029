import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** §2 Personal profile: Change Password and Download Reports, in Chromium against the real server. */

const suite = serverAndBrowser();

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const axeClean = async (page: Page) => expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

test('Download Reports: the CSV lists this test’s sign-ins; "sign out everywhere else" ends the other browser’s session', async () => {
  const laptop = await newDesktopPage(suite.browser);
  const phone = await newDesktopPage(suite.browser);
  await signIn(laptop, suite.server.url, 'creator@acme.test');
  await waitForSession(laptop, 'active');
  await signIn(phone, suite.server.url, 'creator@acme.test');
  await waitForSession(phone, 'active');

  await laptop.goto(`${suite.server.url}/myprofile/report`);
  await expect(laptop.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Download Reports');
  const list = laptop.getByTestId('active-sign-ins');
  await list.getByRole('listitem').nth(1).waitFor();
  expect(await list.getByRole('listitem').count()).toBe(2);
  expect(await list.locator('[data-current="true"]').textContent()).toContain('This device');
  await axeClean(laptop);
  await shot(laptop, 'myprofile-report');

  const [download] = await Promise.all([laptop.waitForEvent('download'), laptop.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('sign-in-activity.csv');
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Time (UTC),Organisation,Browser,Browser version,Operating system,Latitude,Longitude');
  expect(lines).toHaveLength(3);
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,Acme Media,Chrom(e|ium),\d+[\d.]*,Linux,/);
  await laptop.getByRole('status').filter({ hasText: 'Downloaded 2 sign-ins.' }).waitFor();

  await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await laptop.getByRole('status').filter({ hasText: '1 sign-in ended.' }).waitFor();
  // The other browser's tab ends by itself (session.revoked on its stream, or its next call).
  await phone.waitForURL((url) => url.pathname.startsWith('/login'), { timeout: 15_000 });
  expect(new URL(phone.url()).pathname).toBe('/login/status/sessionExpired');
  await laptop.waitForFunction(() => document.querySelectorAll('[data-testid="active-sign-ins"] li').length === 1);
  await waitForSession(laptop, 'active');
  await laptop.context().close();
  await phone.context().close();
});

test('Change Password: policy stated, the server’s refusal under its field, then the change', async () => {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, 'viewer@acme.test');
  await page.goto(`${suite.server.url}/myprofile/changepassword`);
  const current = page.getByLabel(/^Current password/);
  const fresh = page.getByLabel(/^New password/);
  await current.waitFor();
  expect(await fresh.getAttribute('aria-describedby')).toBeTruthy();
  await expect(page.locator('main').textContent()).resolves.toContain('At least 10 characters');
  await axeClean(page);

  // Keyboard only: type, Tab to the next field, Enter submits.
  await current.focus();
  await page.keyboard.type('Not-my-password-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Brand-New-Pass-2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Brand-New-Pass-2026');
  await page.keyboard.press('Enter');
  await page.getByText('The current password is incorrect.').waitFor();
  expect(await current.getAttribute('aria-invalid')).toBe('true');
  await axeClean(page);
  await shot(page, 'myprofile-changepassword-refused');

  await current.fill('Demo-2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
  await waitForSession(page, 'active');
  await page.context().close();
});
