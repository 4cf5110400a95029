import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../src/api/storageKeys';
import { launchBrowser, signIn } from './harness/browser';
import { startServer, type RunningServer } from './harness/server';
import { mainMenu } from './menuHelpers';

/** §2: Analytics opens the analytics site in a new tab; on Safari on macOS through the landing page. */
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANALYTICS_HOST = 'analytics.takeflow.test';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in viewer whose browser answers for the analytics site, recording every request URL. */
async function viewer(userAgent?: string): Promise<{ context: BrowserContext; page: Page; urls: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, ...(userAgent ? { userAgent } : {}) });
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  await context.route(
    (url) => url.hostname === ANALYTICS_HOST,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Analytics</title>' }),
  );
  const page = await context.newPage();
  await signIn(page, server.url, 'viewer@acme.test');
  await mainMenu(page).waitFor();
  return { context, page, urls };
}

it('opens the analytics site in a new tab, without any token', async () => {
  const { context, page, urls } = await viewer();
  try {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      mainMenu(page)
        .getByRole('link', { name: /Analytics/ })
        .click(),
    ]);
    await tab.waitForURL((url) => url.hostname === ANALYTICS_HOST);
    expect(new URL(tab.url()).hash).toBe('');
    expect(page.url()).toContain('/home/library');
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken);
    expect(urls.filter((url) => token && url.includes(token))).toEqual([]);
  } finally {
    await context.close();
  }
});

it('on Safari on macOS goes through the landing page, with the refresh token only ever in the fragment', async () => {
  const { context, page, urls } = await viewer(SAFARI);
  try {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      mainMenu(page)
        .getByRole('link', { name: /Analytics/ })
        .click(),
    ]);
    await tab.waitForURL((url) => url.hostname === ANALYTICS_HOST, { timeout: 30_000 });
    const handedOver = new URLSearchParams(new URL(tab.url()).hash.slice(1)).get('refresh_token');
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken);
    // The landing tab did not refresh, so the token handed over is still the valid one.
    expect(handedOver).toBe(stored);
    expect(urls.some((url) => url.includes('/analytics-landing'))).toBe(true);
    expect(urls.filter((url) => stored && url.includes(stored))).toEqual([]);
    // The session that opened it carries on.
    await page.reload();
    await mainMenu(page).waitFor();
  } finally {
    await context.close();
  }
});
