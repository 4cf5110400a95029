import type { Page } from 'playwright-core';
import { isPublicPath } from '../src/config/paths';
import { axeViolations } from './harness/axe';
import { newDesktopPage, signIn } from './harness/browser';
import { waitForSettled } from './harness/settled';
import { waitForRail } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';
import { PUBLIC_PAGES } from './sessionSupport';

/**
 * Every page a signed-in demo account can reach, and the login, status and notice pages, pass
 * axe-core with no violations. Signed-in pages are found by following every same-site link from
 * the landing page (sidebar, flyouts, in-page links), breadth first.
 */
const ACCOUNTS = [
  'manager@acme.test',
  'admin@acme.test',
  'creator@acme.test',
  'viewer@acme.test',
  'support@takeflow.test',
  'creator@globex.test',
  'viewer@globex.test',
  'vendor@cutline.test',
  'multi@acme.test',
];
const MAX_PAGES_PER_ACCOUNT = 80;

const suite = serverAndBrowser();

async function violations(page: Page, where: string) {
  await waitForSettled(page);
  return (await axeViolations(page)).map((violation) => ({ where, ...violation }));
}

async function sameSiteLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

it('passes on the login, status and notice pages, and with the screen-width dialog open', async () => {
  const page = await newDesktopPage(suite.browser, 1600, 900, true);
  const found = [];
  for (const path of PUBLIC_PAGES) {
    await page.goto(`${suite.server.url}${path}`);
    await page.locator('h1').first().waitFor();
    found.push(...(await violations(page, path)));
  }
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.getByRole('dialog').waitFor();
  // Reduced motion asked for: the dialog is fully painted the moment it shows, no fade.
  const opacity = await page.getByRole('dialog').evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity);
  expect(opacity).toBe('1');
  found.push(...(await violations(page, 'screen-width dialog')));
  expect(found).toEqual([]);
  await page.context().close();
});

it('finds a violation when there is one (the check can fail)', async () => {
  const page = await newDesktopPage(suite.browser, 1600, 900, true);
  await page.goto(`${suite.server.url}/login`);
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.querySelector('h1')?.after(Object.assign(document.createElement('img'), { src: '/favicon.ico' })));
  expect((await violations(page, '/login')).map((violation) => violation.rule)).toEqual(['image-alt']);
  await page.context().close();
});

it('passes on the change-password page a new hire is sent to', async () => {
  const page = await newDesktopPage(suite.browser, 1600, 900, true);
  await page.goto(`${suite.server.url}/login`);
  await page.getByLabel(/username/i).fill('newhire@acme.test');
  await page.getByLabel(/password/i).fill('Demo-2026!');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname === '/resetpassword');
  await page.locator('h1').first().waitFor();
  expect(await violations(page, '/resetpassword')).toEqual([]);
  await page.context().close();
});

describe.each(ACCOUNTS)('signed in as %s', (account) => {
  it('passes on every page it can reach, with the user menu open, and with the sidebar collapsed', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900, true);
    await signIn(page, suite.server.url, account);
    await page.getByRole('navigation').first().waitFor();
    const found = [];
    const queue = [new URL(page.url()).pathname];
    const seen = new Set(queue);
    for (let visited = 0; queue.length > 0 && visited < MAX_PAGES_PER_ACCOUNT; visited += 1) {
      const path = queue.shift() as string;
      await page.goto(`${suite.server.url}${path}`);
      await page.getByRole('navigation').first().waitFor();
      found.push(...(await violations(page, path)));
      for (const link of await sameSiteLinks(page)) {
        // Public pages are checked above; following them could end the session.
        if (!seen.has(link) && !isPublicPath(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect(queue).toEqual([]);

    await page.locator('button[aria-haspopup="menu"]').last().click();
    await page.getByRole('menu').waitFor();
    found.push(...(await violations(page, 'user menu')));
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1400, height: 900 });
    await waitForRail(page);
    found.push(...(await violations(page, 'collapsed sidebar at 1400')));
    expect(found).toEqual([]);
    await page.context().close();
  }, 300_000);
});

it('passes with the customer-profile switcher open', async () => {
  const page = await newDesktopPage(suite.browser, 1600, 900, true);
  await signIn(page, suite.server.url, 'multi@acme.test');
  await page
    .getByRole('button', { name: /switch|profile/i })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  expect(await violations(page, 'profile switcher')).toEqual([]);
  await page.context().close();
});
