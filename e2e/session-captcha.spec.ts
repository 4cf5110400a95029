import type { Browser } from 'playwright-core';
import { launchBrowser, newDesktopPage } from './harness/browser';
import { startServer, type RunningServer } from './harness/server';
import { fillLogin, waitForSession } from './sessionSupport';

/** §7: when the server requires a captcha, the sign-in page loads it on demand and passes it. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { CAPTCHA_REQUIRED: 'true' } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the first attempt asks for the check; once it is solved the user signs in', async () => {
  const page = await newDesktopPage(browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: /sign in/i }).waitFor();
  const before = scripts.length;
  await fillLogin(page, 'creator@acme.test');
  await page.getByRole('alert').filter({ hasText: 'Please complete the check below, then sign in again.' }).waitFor();
  expect(scripts.length).toBeGreaterThan(before); // the captcha chunk came only now
  const signInButton = page.getByRole('button', { name: /sign in/i });
  await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'), undefined, {
    timeout: 30_000,
  });
  await signInButton.click();
  await page.waitForURL(`${server.url}/home/library`);
  await waitForSession(page, 'active');
  await page.context().close();
});
