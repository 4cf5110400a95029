import type { Page } from 'playwright-core';
import { linkToken, startSmtpListener, type SmtpListener } from '../server/testing/smtpListener';
import { startIdentityProvider, type LocalIdentityProvider } from '../server/testing/identityProvider';
import { newDesktopPage, signIn } from './harness/browser';
import { freePort } from './harness/server';
import { serverAndBrowser } from './harness/suite';
import { pathOf, sessionState, signOutFromMenu, storedKeys, waitForSession } from './sessionSupport';

/**
 * Sign-in for real organisations in Chromium: a local OpenID provider plays Google, a real SMTP
 * listener receives the reset emails, and /login speaks the browser's language.
 */
let provider: LocalIdentityProvider;
let smtp: SmtpListener;

const suite = serverAndBrowser({
  server: async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    [provider, smtp] = await Promise.all([startIdentityProvider(await freePort(), url), startSmtpListener()]);
    return {
      port,
      env: {
        PUBLIC_URL: url,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        SMTP_URL: smtp.url,
      },
    };
  },
  cleanup: async () => {
    await provider?.stop();
    await smtp?.close();
  },
  timeoutMs: 120_000,
});

/** "Sign in with Google", then the provider's own login form (any password). */
async function signInWithGoogle(page: Page, account: string): Promise<void> {
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
}

test('Sign in with Google lands on /home/library as creator, and refresh and logout work', async () => {
  const page = await newDesktopPage(suite.browser);
  await signInWithGoogle(page, 'creator@acme.test');
  await page.waitForURL(`${suite.server.url}/home/library`);
  await waitForSession(page, 'active');
  const stored = await storedKeys(page);
  expect(stored['takeflow.username']).toBe('creator@acme.test');
  // The handoff code never stays in the address bar or history entry.
  expect(page.url()).not.toContain('sso=');
  await page.reload();
  await waitForSession(page, 'active');
  expect(pathOf(page)).toBe('/home/library');
  const reloaded = page.waitForEvent('load');
  await signOutFromMenu(page, 'creator@acme.test');
  await reloaded;
  await waitForSession(page, 'anonymous');
  expect((await storedKeys(page))['takeflow.refreshToken']).toBeUndefined();
  await page.context().close();
});

test('an unverified or unknown email gets a clear message on /login and no session', async () => {
  const cases: Array<[string, string]> = [
    ['unverified.creator@acme.test', 'did not confirm your email address'],
    ['stranger@elsewhere.test', 'No Takeflow account uses the email address'],
  ];
  for (const [account, message] of cases) {
    const page = await newDesktopPage(suite.browser);
    await signInWithGoogle(page, account);
    await page.getByTestId('sso-error').filter({ hasText: message }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await sessionState(page)).toBe('anonymous');
    expect((await storedKeys(page))['takeflow.accessToken']).toBeUndefined();
    await page.context().close();
  }
});

test('forgot password: the emailed link sets a new password once and ends the other sessions', async () => {
  const other = await newDesktopPage(suite.browser);
  await signIn(other, suite.server.url, 'viewer@acme.test');
  await waitForSession(other, 'active');

  const page = await newDesktopPage(suite.browser);
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${suite.server.url}/forgotpassword`);
  await page.getByLabel(/^Username/).fill('viewer@acme.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByTestId('forgot-sent').waitFor();
  const link = `${suite.server.url}/setpassword#token=${linkToken(await smtp.next('viewer@acme.test'))}`;

  await page.goto(link);
  await page.getByLabel(/^New password/).fill('Viewer-new-2026');
  await page.getByLabel(/^Confirm new password/).fill('Viewer-new-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByTestId('password-set').waitFor();
  expect(await sessionState(page)).toBe('anonymous');

  // The other browser's login ended: a load refreshes the token (§4), which is refused.
  await other.reload();
  await other.waitForURL((url) => url.pathname.startsWith('/login'));
  // The ending wipes storage, then reloads the page (§8): a read during that reload is tried again.
  const storedAfterEnding = async (): Promise<Record<string, string>> => {
    for (;;) {
      try {
        return await storedKeys(other);
      } catch (error) {
        if (!String(error).includes('Execution context was destroyed')) throw error;
        await other.waitForLoadState('load');
      }
    }
  };
  expect((await storedAfterEnding())['takeflow.refreshToken']).toBeUndefined();

  await page.goto('about:blank');
  await page.goto(link);
  await page.getByText('This link has expired or was already used').waitFor();
  await signIn(page, suite.server.url, 'viewer@acme.test', 'Viewer-new-2026');
  await waitForSession(page, 'active');
  await other.context().close();
  await page.context().close();
});

test('a French browser opens /login in French, and the choice made on /login is remembered', async () => {
  const context = await suite.browser.newContext({ locale: 'fr-FR', viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('heading', { name: 'Connexion à Takeflow' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  await page.getByLabel('Langue').selectOption('es');
  await page.getByRole('heading', { name: 'Inicia sesión en Takeflow' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Inicia sesión en Takeflow' }).waitFor();
  await context.close();
});
