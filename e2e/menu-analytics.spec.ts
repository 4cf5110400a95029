import type { BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../src/api/storageKeys';
import { signIn } from './harness/browser';
import { mainMenu } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/** §2: Analytics opens the analytics site in a new tab; on Safari on macOS through the landing page. */
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANALYTICS_HOST = 'analytics.takeflow.test';

const suite = serverAndBrowser();

/** A signed-in viewer whose browser answers for the analytics site, recording every request URL. */
async function viewer(userAgent?: string): Promise<{ context: BrowserContext; page: Page; urls: string[] }> {
  const context = await suite.browser.newContext({ viewport: { width: 1600, height: 900 }, ...(userAgent ? { userAgent } : {}) });
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  await context.route(
    (url) => url.hostname === ANALYTICS_HOST,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Analytics</title>' }),
  );
  const page = await context.newPage();
  await signIn(page, suite.server.url, 'viewer@acme.test');
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

it('on Safari on macOS goes through the landing page with a token of its own, never the session’s; the analytics site redeeming or replaying it leaves the session alone', async () => {
  const { context, page, urls } = await viewer(SAFARI);
  // On the landing page: when its address loses the fragment, and whether any script file had been reached by then.
  const landing: { hash: string; scriptFiles: number }[] = [];
  await context.exposeBinding('__reportReplace', (_source, seen: { hash: string; scriptFiles: number }) => void landing.push(seen));
  await context.addInitScript(() => {
    if (location.pathname !== '/analytics-landing') return;
    const report = (window as unknown as { __reportReplace: (seen: { hash: string; scriptFiles: number }) => void }).__reportReplace;
    const replace = history.replaceState.bind(history);
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      replace(state, unused, url);
      report({ hash: location.hash, scriptFiles: document.querySelectorAll('script[src]').length });
    };
  });
  try {
    const appToken = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      mainMenu(page)
        .getByRole('link', { name: /Analytics/ })
        .click(),
    ]);
    await tab.waitForURL((url) => url.hostname === ANALYTICS_HOST, { timeout: 30_000 });
    const handedOver = new URLSearchParams(new URL(tab.url()).hash.slice(1)).get('refresh_token');
    expect(handedOver).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken);
    // Not the session's refresh token, before or after.
    expect(handedOver).not.toBe(appToken);
    expect(handedOver).not.toBe(stored);
    expect(urls.some((url) => url.includes('/analytics-landing'))).toBe(true);
    for (const token of [appToken, stored, handedOver]) expect(urls.filter((url) => token && url.includes(token))).toEqual([]);
    // The landing page's first script took the fragment off before any script file was reached.
    expect(landing[0]).toEqual({ hash: '', scriptFiles: 0 });
    // The analytics site redeems it (from its server: no Origin), then someone replays it.
    const redeem = () =>
      fetch(`${suite.server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: handedOver ?? '', client_id: 'takeflow-analytics' }),
      });
    expect((await redeem()).status).toBe(200);
    const replayed = await redeem();
    // Within the reuse window the replay is answered as a retry; either way the session is untouched.
    expect([200, 400]).toContain(replayed.status);
    // The session that opened it carries on: it refreshes at load with its own token.
    await page.reload();
    await mainMenu(page).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken)).not.toBe(stored);
  } finally {
    await context.close();
  }
});
