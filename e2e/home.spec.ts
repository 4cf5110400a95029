import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { axeViolations } from './harness/axe';
import { waitForSettled } from './harness/settled';
import { pathOf, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** Home in Chromium: the inbox lists match their badges, and opening a program moves the counts. */

/** Where the pages' screenshots go, to be looked at (SHOTS_DIR, else a temp folder). */
const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'takeflow-home-shots');

const suite = serverAndBrowser({
  server: async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    return {};
  },
});

/** The number a sidebar badge shows, read from its accessible name ("2 not viewed", "1 viewed"). */
const badge = (page: Page, pattern: string): Promise<number> =>
  page.evaluate((source) => {
    const wanted = new RegExp(source);
    const found = [...document.querySelectorAll('[role="img"][aria-label]')].find((el) => wanted.test(el.getAttribute('aria-label') ?? ''));
    return found === undefined ? 0 : Number.parseInt(found.getAttribute('aria-label') ?? '0', 10);
  }, pattern);
const NOT_VIEWED = '^\\d+ not viewed$';
const VIEWED = '^\\d+ viewed$';

const waitForBadge = (page: Page, pattern: string, want: number) =>
  page.waitForFunction(
    ([source, expected]) => {
      const wanted = new RegExp(source as string);
      const found = [...document.querySelectorAll('[role="img"][aria-label]')].find((el) =>
        wanted.test(el.getAttribute('aria-label') ?? ''),
      );
      return (found === undefined ? 0 : Number.parseInt(found.getAttribute('aria-label') ?? '0', 10)) === expected;
    },
    [pattern, want] as const,
    { timeout: 15_000 },
  );

/**
 * The badges show in the full sidebar (1536 px and wider, §4); the pages are also looked at in a
 * 1440 px window, where the sidebar is a rail.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await page.setViewportSize({ width: 1600, height: 900 });
}

/** Waits until the list shows exactly these titles (in any order); fails with what it showed. */
async function waitForTitles(page: Page, expected: string[]): Promise<void> {
  const want = [...expected].sort();
  try {
    await page.waitForFunction(
      (titles) => {
        const shown = [...document.querySelectorAll('[data-testid="paged-list"] tbody td:nth-child(2) a')].map((a) => a.textContent ?? '');
        return JSON.stringify(shown.sort()) === JSON.stringify(titles);
      },
      want,
      { timeout: 15_000 },
    );
  } catch (error) {
    const shown = await page.locator('[data-testid="paged-list"] tbody td:nth-child(2) a').allTextContents();
    throw new Error(`the list shows ${JSON.stringify(shown)}, not ${JSON.stringify(want)}: ${String(error)}`);
  }
}

test('as creator@acme.test, opening a not-viewed program moves it from Not Viewed to Viewed, badges included', async () => {
  const page = await newDesktopPage(suite.browser, 1600, 900);
  await signIn(page, suite.server.url, 'creator@acme.test');
  await waitForSession(page, 'active');
  await page.waitForURL('**/home/library');
  await page.getByTestId('paged-list').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="paged-list"] tbody tr a').length > 0);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All');
  await shoot(page, 'home-library');

  await waitForBadge(page, NOT_VIEWED, 1);
  const [notViewed, viewed] = [await badge(page, NOT_VIEWED), await badge(page, VIEWED)];
  expect({ notViewed, viewed }).toEqual({ notViewed: 1, viewed: 2 });
  await waitForTitles(page, ['Meet our new CFO', 'Studio safety briefing', 'Welcome to Acme Media']);

  // To Not Viewed by the sidebar, and into the program from the keyboard.
  await page.getByRole('link', { name: /^Not Viewed/ }).click();
  await page.waitForURL('**/home/newprograms');
  const program = page.getByRole('link', { name: 'Meet our new CFO' });
  await program.waitFor();
  await waitForTitles(page, ['Meet our new CFO']);
  await shoot(page, 'home-newprograms');
  await program.focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('program-detail').waitFor();
  expect(pathOf(page)).toMatch(/^\/home\/program\/\d+$/);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Meet our new CFO');

  // The server's counts notice reaches this tab over the live stream.
  await waitForBadge(page, NOT_VIEWED, notViewed - 1);
  await waitForBadge(page, VIEWED, viewed + 1);
  await shoot(page, 'home-program');

  // Back on Not Viewed: nothing left, and the page says what would appear there.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page.waitForURL('**/home/newprograms');
  await page.getByTestId('list-empty').waitFor();
  expect(await page.getByTestId('list-empty').textContent()).toContain('You are all caught up');
  await shoot(page, 'home-newprograms-empty');

  await page.getByRole('link', { name: /^Viewed/ }).click();
  await page.waitForURL('**/home/completedprograms');
  await page.getByRole('link', { name: 'Meet our new CFO' }).waitFor();
  await waitForTitles(page, ['Meet our new CFO', 'Studio safety briefing', 'Welcome to Acme Media']);
  await shoot(page, 'home-completedprograms');

  await page
    .getByRole('link', { name: /^Channels/ })
    .first()
    .click();
  await page.waitForURL('**/home/channel/all');
  await page.getByText('Company news').waitFor();
  await shoot(page, 'home-channels');
  await page.close();
});

test('the Home pages pass axe-core, lists, empty state and an opened program alike', async () => {
  const page = await newDesktopPage(suite.browser, 1440, 900);
  await signIn(page, suite.server.url, 'admin@acme.test');
  await waitForSession(page, 'active');
  const found: unknown[] = [];
  const check = async (where: string) => {
    await waitForSettled(page);
    found.push(...(await axeViolations(page)).map((violation) => ({ where, ...violation })));
  };
  for (const route of ['/home/library', '/home/newprograms', '/home/completedprograms', '/home/channel/all']) {
    await page.goto(`${suite.server.url}${route}`);
    await page.locator('[data-testid="paged-list"], [data-testid="list-empty"]').first().waitFor();
    await check(route);
  }
  // The admin has one program not viewed: opening it leaves Not Viewed empty.
  await page.goto(`${suite.server.url}/home/newprograms`);
  await page.locator('[data-testid="paged-list"] tbody a').first().click();
  await page.getByTestId('program-detail').waitFor();
  await check('an opened program');
  await page.goto(`${suite.server.url}/home/newprograms`);
  await page.getByTestId('list-empty').waitFor();
  await check('/home/newprograms, empty');
  expect(found).toEqual([]);
  await page.close();
});
