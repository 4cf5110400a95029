import type { BrowserContext } from 'playwright-core';
import { launchPersistent } from './harness/browser';
import { startServer, type RunningServer } from './harness/server';

/** The service worker precaches the app shell: after a first visit /login opens with the server down. */
let server: RunningServer;
let context: BrowserContext;

beforeAll(async () => {
  [server, context] = await Promise.all([startServer(), launchPersistent()]);
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
});

it('opens /login from the cache, in the remembered language, once the server is stopped', async () => {
  const first = await context.newPage();
  await first.goto(`${server.url}/login`);
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await first.close();
  await server.stop();

  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: /sign in/i }).waitFor({ state: 'visible' });
  await page.getByTestId('app-version').waitFor({ state: 'visible' });

  // The translations are precached too.
  await page.evaluate(() => localStorage.setItem('takeflow.language', 'fr'));
  await page.goto(`${server.url}/login/status/sessionExpired`);
  await page.getByRole('link', { name: 'Conditions d’utilisation' }).waitFor({ state: 'visible' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
});
