import type { Page } from 'playwright-core';
import { crawlAccount, violationsInBothSchemes, type Found } from './a11yCrawl';
import { axeViolations } from './harness/axe';
import { newDesktopPage, signIn } from './harness/browser';
import { waitForSettled } from './harness/settled';
import { serverAndBrowser } from './harness/suite';
import { PUBLIC_PAGES } from './sessionSupport';

/**
 * The login, status and notice pages, and every route template the first half of the demo
 * accounts can reach, pass axe-core with no violations in the light and the dark scheme; the
 * other half is a11y-accounts.spec.ts, so the two run side by side in the parallel group.
 */
const ACCOUNTS = ['manager@acme.test', 'creator@acme.test', 'viewer@globex.test', 'multi@acme.test'];

const suite = serverAndBrowser();

async function violations(page: Page, where: string): Promise<Found[]> {
  await waitForSettled(page);
  return (await axeViolations(page)).map((violation) => ({ where, ...violation }));
}

it('passes on the login, status and notice pages, and with the screen-width dialog open', async () => {
  const page = await newDesktopPage(suite.browser, 1600, 900, true);
  const found = [];
  // The plain pages read the system's scheme when they load (no MUI listens for a change yet).
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
      found.push(...(await violations(page, `${path} (${scheme})`)));
    }
  }
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.getByRole('dialog').waitFor();
  // Reduced motion asked for: the dialog is fully painted the moment it shows, no fade.
  const opacity = await page.getByRole('dialog').evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity);
  expect(opacity).toBe('1');
  found.push(...(await violationsInBothSchemes(page, 'screen-width dialog')));
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
  expect(await violationsInBothSchemes(page, '/resetpassword')).toEqual([]);
  await page.context().close();
});

describe.each(ACCOUNTS)('signed in as %s', (account) => {
  it('passes on every route template it can reach, with the user menu open, and with the sidebar collapsed', async () => {
    const crawl = await crawlAccount(suite.browser, suite.server.url, account);
    console.log(
      `a11y ${account}: ${crawl.paths} paths reached, ${crawl.templates.length} route templates, ${crawl.checks} checks: ${crawl.templates.join(' ')}`,
    );
    expect(crawl.found).toEqual([]);
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
  expect(await violationsInBothSchemes(page, 'profile switcher')).toEqual([]);
  await page.context().close();
});
