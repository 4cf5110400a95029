import { newDesktopPage } from './harness/browser';
import { fillLogin, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** §7: when the server requires a captcha, the sign-in page loads it on demand and passes it. */

const suite = serverAndBrowser({ server: { env: { CAPTCHA_REQUIRED: 'true' } } });

test('the first attempt asks for the check; once it is solved the user signs in', async () => {
  const page = await newDesktopPage(suite.browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${suite.server.url}/login`);
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
  await page.waitForURL(`${suite.server.url}/home/library`);
  await waitForSession(page, 'active');
  await page.context().close();
});
