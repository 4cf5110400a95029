import type { BrowserContext, Page } from 'playwright-core';
import { signIn } from './harness/browser';
import { STORAGE_KEYS } from '../src/api/storageKeys';
import { rotateBehindThePagesBack, rotationEntries } from './rotationLog';
import { openSignOut, pathOf, sessionState, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** §4 several tabs: one refresh serves all, and signing out in one signs out every tab. */

const suite = serverAndBrowser({ server: { env: { ACCESS_TOKEN_TTL_SECONDS: '30' } } });

const ROUTES = ['/home/library', '/home/newprograms', '/home/completedprograms'];

/** Three tabs of one browser, signed in as the creator, each on its own page. */
async function threeTabs(): Promise<{ context: BrowserContext; pages: Page[] }> {
  const context = await suite.browser.newContext({ viewport: { width: 1600, height: 900 } });
  const first = await context.newPage();
  await signIn(first, suite.server.url, 'creator@acme.test');
  await waitForSession(first, 'active');
  const pages = [first];
  for (const route of ROUTES.slice(1)) {
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${route}`);
    await waitForSession(page, 'active');
    pages.push(page);
  }
  return { context, pages };
}

/** REPEAT=n runs the three-tab test n times in a row. */
const RUNS = Math.max(1, Number(process.env.REPEAT ?? 1));

test.each(Array.from({ length: RUNS }, (_, i) => i + 1))(
  'run %i: three tabs whose token expires together: exactly one refresh, and no tab is signed out',
  async () => {
    const { context, pages } = await threeTabs();
    const refreshes: number[] = [];
    const tabs: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/oauth/token') && request.postData()?.includes('grant_type=refresh_token')) {
        refreshes.push(Date.now());
        tabs.push(
          `${new URL(request.frame().url()).pathname} ${new URLSearchParams(request.postData() ?? '').get('refresh_token')?.slice(-6)}`,
        );
      }
    });
    const deadline = Date.now() + 45_000;
    while (refreshes.length === 0 && Date.now() < deadline) await pages[0]!.waitForTimeout(500);
    expect(refreshes.length).toBe(1);
    await pages[0]!.waitForTimeout(5_000); // any second refresh would have happened by now
    console.log(`refresh grants: ${refreshes.length} (${tabs.join(', ')})`);
    expect(refreshes).toHaveLength(1);
    for (const [i, page] of pages.entries()) {
      expect(await sessionState(page)).toBe('active');
      expect(pathOf(page)).toBe(ROUTES[i]);
    }
    await context.close();
  },
);

test('a tab whose storage missed another tab’s refresh adopts it from the rotation log instead of spending the old token', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await signIn(page, suite.server.url, 'creator@acme.test');
  await waitForSession(page, 'active');
  const { spent, next } = await rotateBehindThePagesBack(page, suite.server.url);
  const presented: string[] = [];
  page.on('request', (request) => {
    const form = new URLSearchParams(request.postData() ?? '');
    if (request.url().endsWith('/oauth/token') && form.get('grant_type') === 'refresh_token') {
      presented.push(form.get('refresh_token') ?? '');
    }
  });
  // The page's own refresh falls due 5 s before its 30 s token expires; it adopts `next` then
  // (and may rotate that in turn, as it is about to expire too).
  await page.waitForFunction(
    ({ key, spent }) => localStorage.getItem(key) !== spent,
    { key: STORAGE_KEYS.refreshToken, spent },
    { timeout: 40_000, polling: 100 },
  );
  expect(presented).not.toContain(spent);
  expect(presented.every((token) => token === next)).toBe(true);
  await page.waitForTimeout(2_000);
  expect(await sessionState(page)).toBe('active');
  expect(pathOf(page)).toBe('/home/library');
  await context.close();
});

test('logout in one tab brings every tab to /login within a second', async () => {
  const { context, pages } = await threeTabs();
  expect(await rotationEntries(pages[0]!)).toBeGreaterThan(0);
  const signOut = await openSignOut(pages[1]!);
  // Measured from the click as the page sees it (the automation's own waits before it do not count).
  const clickedAt = pages[1]!.evaluate(
    () => new Promise<number>((resolve) => document.addEventListener('click', () => resolve(Date.now()), { capture: true, once: true })),
  );
  const arrivals = pages.map((page) =>
    page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000, waitUntil: 'commit' }).then(() => Date.now()),
  );
  await signOut.click({ noWaitAfter: true });
  const [clicked, ...arrived] = await Promise.all([clickedAt, ...arrivals]);
  expect(Math.max(...arrived) - clicked).toBeLessThan(1_000);
  for (const page of pages) await waitForSession(page, 'anonymous');
  expect(await rotationEntries(pages[0]!)).toBe(0); // the log held this login's tokens too
  await context.close();
});
