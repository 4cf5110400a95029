import { launchPersistent } from './harness/browser';
import { serverAndBrowser } from './harness/suite';

/** The service worker precaches the app shell: after a first visit /login opens with the server down. */

const suite = serverAndBrowser({ browser: () => launchPersistent() });

it('opens /login from the cache, in the remembered language, once the server is stopped', async () => {
  const first = await suite.browser.newPage();
  await first.goto(`${suite.server.url}/login`);
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await first.close();
  await suite.server.stop();

  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('button', { name: /sign in/i }).waitFor({ state: 'visible' });
  await page.getByTestId('app-version').waitFor({ state: 'visible' });

  // The translations are precached too.
  await page.evaluate(() => localStorage.setItem('takeflow.language', 'fr'));
  await page.goto(`${suite.server.url}/login/status/sessionExpired`);
  await page.getByRole('link', { name: 'Conditions d’utilisation' }).waitFor({ state: 'visible' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
});
