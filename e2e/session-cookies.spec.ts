import { launchBrowser, signIn } from './harness/browser';
import { freePort } from './harness/server';
import { waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/**
 * COOKIE_DOMAIN in Chromium: with the app on app.takeflow.example and the CDN on its sibling
 * cdn.takeflow.example, the signed CDN cookies (§3, §9) are set for takeflow.example, so the
 * browser sends them to the CDN. Both names resolve to loopback inside this browser only.
 */
const NAMES = ['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature'];
let port: number;

const suite = serverAndBrowser({
  server: async () => {
    port = await freePort();
    return {
      port,
      env: {
        PUBLIC_URL: `http://app.takeflow.example:${port}`,
        CDN_URL: `http://cdn.takeflow.example:${port}`,
        COOKIE_DOMAIN: 'takeflow.example',
      },
    };
  },
  browser: () => launchBrowser(['--host-resolver-rules=MAP *.takeflow.example 127.0.0.1']),
});

test('the signed CDN cookies reach a CDN on a sibling host, and go at sign-out', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await signIn(page, `http://app.takeflow.example:${port}`, 'creator@acme.test');
  await waitForSession(page, 'active');

  const forCdn = await context.cookies(`http://cdn.takeflow.example:${port}/customers/1/a.png`);
  expect(forCdn.map((cookie) => cookie.name).sort()).toEqual(NAMES);
  for (const cookie of forCdn) {
    expect(cookie.domain).toBe('.takeflow.example');
    // The organisations' objects only: no call to the app carries them.
    expect(cookie.path).toBe('/customers/');
    // §9: 24 hours at most (the policy inside is signed for minutes: server/tests/cdnRevocation).
    expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  }
  // Only the domain-wide copies: no host-only duplicate that a CDN would not see.
  const forApp = await context.cookies(`http://app.takeflow.example:${port}/`);
  expect(forApp.filter((cookie) => NAMES.includes(cookie.name)).every((cookie) => cookie.domain === '.takeflow.example')).toBe(true);

  await page.getByRole('button', { name: 'Cody Creator' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  expect(await context.cookies(`http://cdn.takeflow.example:${port}/`)).toEqual([]);
  await context.close();
});
