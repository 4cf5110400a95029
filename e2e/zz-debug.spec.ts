import type { Browser } from 'playwright-core';
import { launchBrowser, newDesktopPage } from './harness/browser';
import { startServer, type RunningServer } from './harness/server';
import { fillLogin, sessionState, storedKeys, waitForSession } from './sessionSupport';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { IDLE_TIMEOUT_MINUTES: '2', ACCESS_TOKEN_TTL_SECONDS: '60' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => { await browser?.close(); await server?.stop(); });

test('debug', async () => {
  const page = await newDesktopPage(browser);
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('request', (r) => console.log('REQ', r.method(), r.url()));
  page.on('response', (r) => console.log('RES', r.status(), r.url()));
  await page.clock.install();
  await page.goto(`${server.url}/login`);
  await fillLogin(page, 'creator@acme.test', { rememberMe: true });
  await page.waitForURL(`${server.url}/home/library`);
  await waitForSession(page, 'active');
  console.log('before', await storedKeys(page), await page.evaluate(() => Date.now()));
  await page.clock.fastForward('02:05');
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(1000);
    console.log('after', i, page.url(), await sessionState(page), await page.evaluate(() => Date.now()), JSON.stringify(await storedKeys(page)).slice(0, 300));
  }
  await page.clock.runFor(2000);
  await page.waitForTimeout(1000);
  console.log('after runFor', page.url(), await sessionState(page));
});
