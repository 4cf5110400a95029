import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { axeViolations } from './harness/axe';
import { badgeCounts, mainMenu } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/** §2 Organization › Directory in Chromium: a creator finds exactly the matching people of their organisation. */

const suite = serverAndBrowser();

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const listed = (page: Page) => page.locator('[data-testid="paged-list"] tbody tr td:nth-child(2)').allTextContents();
const rowsAre = (page: Page, count: number) =>
  page.waitForFunction((n) => {
    const list = document.querySelector('[data-testid="paged-list"]');
    return list?.getAttribute('aria-busy') === 'false' && list.querySelectorAll('tbody tr').length === n;
  }, count);

test('a creator searches the directory and filters it by role, seeing exactly the matching people of Acme Media', async () => {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, 'creator@acme.test');
  const directory = mainMenu(page).getByRole('link', { name: /^Directory/ });
  await directory.click();
  await page.waitForURL('**/peoplesearch/list');
  await rowsAre(page, 6);
  // The badge counts what the page lists: Acme Media's six active members.
  expect((await badgeCounts(page))['/peoplesearch/list']).toBe(6);
  expect(await listed(page)).toEqual(['Alex Admin', 'Cody Creator', 'Max Multi', 'Mia Manager', 'Nora Newhire', 'Vera Viewer']);
  await page.getByRole('link', { name: 'manager@acme.test' }).waitFor();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await shot(page, 'directory-list');

  await page.getByLabel('Search name or email').fill('ma');
  await page.keyboard.press('Enter');
  await rowsAre(page, 2);
  expect(await listed(page)).toEqual(['Max Multi', 'Mia Manager']);

  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Creator' }).click();
  await rowsAre(page, 1);
  expect(await listed(page)).toEqual(['Max Multi']);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await shot(page, 'directory-search');

  // Nobody of another organisation is ever found.
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Every role' }).click();
  await page.getByLabel('Search name or email').fill('globex');
  await page.keyboard.press('Enter');
  await page.getByTestId('list-empty').waitFor();
  expect(await axeViolations(page, 'main')).toEqual([]);
});
