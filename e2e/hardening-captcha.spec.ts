import type { Response } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import { newDesktopPage } from './harness/browser';
import { fillLogin } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/**
 * Brute force meets the captcha: after three wrong passwords for a username the server wants a
 * solved ALTCHA proof of work; the sign-in page then loads the widget (its own chunk, never in
 * the /login bundle), which solves it in a worker under the strict Content-Security-Policy, and
 * the right password signs in.
 */

const suite = serverAndBrowser();

const CAPTCHA_CHUNK = /\/captcha\.[0-9a-f]+\.js$/;

test('three wrong passwords, then the captcha appears, solves itself, and the right password signs in', async () => {
  const page = await newDesktopPage(suite.browser);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const tokenAnswer = () => page.waitForResponse((response: Response) => new URL(response.url()).pathname === API_PATHS.token);

  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('button', { name: /sign in/i }).waitFor();
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answer = tokenAnswer();
    await fillLogin(page, 'creator@acme.test', { password: `Wrong-password-${attempt}` });
    expect(await (await answer).json()).toMatchObject({ error_description: 'Invalid username or password' });
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
  }
  expect(await page.getByTestId('captcha').count()).toBe(0);
  expect(scripts.filter((script) => CAPTCHA_CHUNK.test(script))).toEqual([]);

  // The fourth attempt, with the right password, is asked for the captcha first.
  const asked = tokenAnswer();
  await fillLogin(page, 'creator@acme.test');
  expect(await (await asked).json()).toMatchObject({ error_description: 'Captcha required' });
  await page.getByRole('alert').filter({ hasText: 'Please complete the check below, then sign in again.' }).waitFor();
  await page.getByTestId('captcha').waitFor();
  // The widget solves the proof of work by itself and then enables the button.
  const signInButton = page.getByRole('button', { name: /sign in/i });
  await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'), undefined, {
    timeout: 60_000,
  });
  expect(scripts.filter((script) => CAPTCHA_CHUNK.test(script))).toHaveLength(1);

  const signedIn = tokenAnswer();
  await signInButton.click();
  const answer = await signedIn;
  expect(answer.status()).toBe(200);
  expect(answer.request().postData()).toContain('altcha=');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
