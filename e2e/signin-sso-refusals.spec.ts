import type { Page } from 'playwright-core';
import { startIdentityProvider, type LocalIdentityProvider } from '../server/testing/identityProvider';
import { newDesktopPage } from './harness/browser';
import { freePort } from './harness/server';
import { serverAndBrowser } from './harness/suite';
import { pathOf, sessionState, signOutFromMenu, storedKeys, waitForSession } from './sessionSupport';

/**
 * Single sign-on refused in Chromium, each with a clear message on /login and no session: the
 * provider down before the sign-in starts and during the code exchange, a tampered `state`, and
 * a replayed callback. /login loads the OpenID code only on the click (§7 "loaded on demand"). The local OpenID provider plays Google; it starts after the first case.
 */
let provider: LocalIdentityProvider | null = null;
let providerPort: number;
let publicUrl: string;

const UNAVAILABLE = 'The sign-in service cannot be reached right now.';
const FAILED = 'The sign-in did not complete. Please try again.';

const suite = serverAndBrowser({
  server: async () => {
    const port = await freePort();
    providerPort = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    return {
      port,
      env: {
        PUBLIC_URL: publicUrl,
        GOOGLE_ISSUER: `http://127.0.0.1:${providerPort}`,
        GOOGLE_CLIENT_ID: 'takeflow-test',
        GOOGLE_CLIENT_SECRET: 'local-provider-secret-0123456789abcdef',
      },
    };
  },
  cleanup: async () => {
    await provider?.stop();
  },
  timeoutMs: 120_000,
});

async function startGoogle(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
}

async function atProvider(page: Page, account: string): Promise<void> {
  await page.waitForURL(`http://127.0.0.1:${providerPort}/**`);
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
}

type CallbackAnswer = { redirectTo?: string };

/**
 * Holds each request for the provider's redirect back, through Chromium's Fetch domain: it sees
 * the requests of a redirect chain, which the provider's answers are and page.route() does not.
 */
async function onCallback(page: Page, decide: (url: string) => Promise<CallbackAnswer>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event: { requestId: string; request: { url: string } }) => {
    void decide(event.request.url).then((answer) =>
      answer.redirectTo !== undefined
        ? cdp.send('Fetch.fulfillRequest', {
            requestId: event.requestId,
            responseCode: 303,
            responseHeaders: [{ name: 'Location', value: answer.redirectTo }],
          })
        : cdp.send('Fetch.continueRequest', { requestId: event.requestId }),
    );
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/oauth/sso/google/callback*', requestStage: 'Request' }] });
}

async function refusedWith(page: Page, message: string): Promise<void> {
  await page.getByTestId('sso-error').filter({ hasText: message }).waitFor();
  expect(pathOf(page)).toBe('/login');
  expect(await sessionState(page)).toBe('anonymous');
  expect((await storedKeys(page))['takeflow.accessToken']).toBeUndefined();
}

const chunkOf = (url: string) => (new URL(url).pathname.split('/').pop() ?? '').replace(/\.[0-9a-f]{10}\.js$/, '');

test('the provider down when the sign-in starts; the OpenID and captcha code load only when used', async () => {
  const page = await newDesktopPage(suite.browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(chunkOf(request.url()));
  });
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((chunk) => chunk === 'sso' || chunk === 'captcha')).toEqual([]);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await refusedWith(page, UNAVAILABLE);
  expect(scripts).toContain('sso');
  expect(scripts).not.toContain('captcha');
  await page.context().close();
  provider = await startIdentityProvider(providerPort, publicUrl);
}, 60_000);

test('a callback whose state was tampered with', async () => {
  const page = await newDesktopPage(suite.browser);
  let tampered = false;
  await onCallback(page, async (callback) => {
    if (tampered) return {};
    tampered = true;
    const url = new URL(callback);
    url.searchParams.set('state', 'x'.repeat(43));
    return { redirectTo: url.toString() };
  });
  await startGoogle(page);
  await atProvider(page, 'creator@acme.test');
  await refusedWith(page, FAILED);
  expect(tampered).toBe(true);
  await page.context().close();
}, 60_000);

test('a callback opened again after its sign-in was used', async () => {
  const page = await newDesktopPage(suite.browser);
  const callbacks: string[] = [];
  await onCallback(page, async (callback) => {
    callbacks.push(callback);
    return {};
  });
  await startGoogle(page);
  await atProvider(page, 'creator@acme.test');
  await page.waitForURL(`${suite.server.url}/home/library`);
  await waitForSession(page, 'active');
  const reloaded = page.waitForEvent('load');
  await signOutFromMenu(page, 'creator@acme.test');
  await reloaded;
  await waitForSession(page, 'anonymous');

  expect(callbacks).toHaveLength(1);
  await page.goto(callbacks[0] ?? '');
  expect(callbacks).toHaveLength(2);
  await refusedWith(page, FAILED);
  await page.context().close();
}, 60_000);

test('the provider down during the code exchange', async () => {
  const page = await newDesktopPage(suite.browser);
  await onCallback(page, async () => {
    await provider?.stop();
    provider = null;
    return {};
  });
  await startGoogle(page);
  await atProvider(page, 'creator@acme.test');
  await refusedWith(page, UNAVAILABLE);
  await page.context().close();
}, 60_000);
