import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, newDesktopPage, signIn } from './harness/browser';
import { axeViolations } from './harness/axe';
import { startServer } from './harness/server';
import { waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/**
 * §2 /login/{ftl}/{userName}/{passWord}/{customerId}: the page's first script takes the password
 * out of the address before the bundle or any other file is asked for; the link still signs in,
 * and a refused one leaves no password in the address bar or in storage.
 */

const suite = serverAndBrowser();

/** Records, from before the page's own first script, when the address was replaced. */
async function traceAddress(page: Page) {
  await page.addInitScript(() => {
    const trace = { replacedAt: null as number | null };
    (window as unknown as { __trace: typeof trace }).__trace = trace;
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      trace.replacedAt ??= performance.now();
      replace(...args);
    };
  });
}

/** Every request of the page: the ones carrying the secret in their address or any header (Referer included). */
function watchRequests(page: Page, secret: string): () => Promise<string[]> {
  const leaks: string[] = [];
  const checks: Promise<void>[] = [];
  page.on('request', (request) => {
    checks.push(
      request.allHeaders().then(
        (headers) => {
          const seen = `${request.url()} ${JSON.stringify(headers)}`;
          if (seen.includes(secret) || seen.includes(encodeURIComponent(secret))) leaks.push(request.url());
        },
        (error: unknown) => {
          // A request still under way when the test closed the page, after it had collected the
          // checks: on a busy machine its headers come too late to be read, and nothing awaits it.
          if (!page.isClosed() && !String(error).includes('has been closed')) throw error;
        },
      ),
    );
  });
  return () => Promise.all(checks).then(() => leaks);
}

/**
 * The address lost the password before any script but the first ran. (Chromium's preload
 * scanner may start fetching the static files earlier; those requests carry no address of the
 * page: no Referer under /login's no-referrer, checked by watchRequests.)
 */
async function expectAddressCleanedFirst(page: Page) {
  const trace = await page.evaluate(() => ({
    replacedAt: (window as unknown as { __trace: { replacedAt: number | null } }).__trace.replacedAt,
    domInteractive: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  }));
  expect(trace.replacedAt).not.toBeNull();
  expect(trace.replacedAt ?? Infinity).toBeLessThanOrEqual(trace.domInteractive);
}

const everythingStored = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, history: history.state }));

test('a sign-in link signs in without its password ever staying in the address', async () => {
  const page = await newDesktopPage(suite.browser);
  await traceAddress(page);
  const password = encodeURIComponent(DEMO_PASSWORD);
  const link = `${suite.server.url}/login/ftl/multi%40acme.test/${password}/2`;
  const leaks = watchRequests(page, DEMO_PASSWORD);
  await page.goto(link);
  await expectAddressCleanedFirst(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await waitForSession(page, 'active');
  // Signed into the organisation the link named (id 2, Acme West).
  await page
    .getByRole('button', { name: /Acme West/ })
    .first()
    .waitFor({ timeout: 30_000 });
  // The document request itself is the link; nothing after it carries the password.
  expect((await leaks()).filter((url) => url !== link)).toEqual([]);
  expect(await everythingStored(page)).not.toContain(DEMO_PASSWORD);
  await page.context().close();
});

test('a refused sign-in link leaves the username in the address, the password nowhere', async () => {
  const page = await newDesktopPage(suite.browser);
  await traceAddress(page);
  const link = `${suite.server.url}/LOGIN/ftl/creator%40acme.test/Wrong-Pass-9/1`;
  const leaks = watchRequests(page, 'Wrong-Pass-9');
  await page.goto(link);
  await expectAddressCleanedFirst(page);
  await page.getByRole('alert').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/login/ftl/creator%40acme.test');
  expect(await page.getByLabel(/username/i).inputValue()).toBe('creator@acme.test');
  expect(await everythingStored(page)).not.toContain('Wrong-Pass-9');
  // A reload does not bring it back.
  await page.reload();
  await page.getByLabel(/username/i).waitFor();
  expect(await page.getByLabel(/password/i).inputValue()).toBe('');
  expect((await leaks()).filter((url) => url !== link)).toEqual([]);
  await page.context().close();
});

test('with PASSWORD_LINKS off a link only pre-fills the username', async () => {
  const off = await startServer({ env: { PASSWORD_LINKS: 'false' } });
  const page = await newDesktopPage(suite.browser);
  try {
    const grants: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/oauth/token')) grants.push(request.postData() ?? '');
    });
    await page.goto(`${off.url}/login/ftl/creator%40acme.test/${encodeURIComponent(DEMO_PASSWORD)}/1`);
    await page.getByLabel(/username/i).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/ftl/creator%40acme.test');
    expect(await page.getByLabel(/username/i).inputValue()).toBe('creator@acme.test');
    expect(await page.getByLabel(/password/i).inputValue()).toBe('');
    await page.waitForTimeout(1_000); // an automatic sign-in would have been sent by now
    expect(grants).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('anonymous');
  } finally {
    await page.context().close();
    await off.stop();
  }
});

test('a link for someone else, opened while signed in, asks first: staying changes nothing, continuing signs in as them', async () => {
  const page = await newDesktopPage(suite.browser);
  try {
    await signIn(page, suite.server.url, 'creator@acme.test');
    await waitForSession(page, 'active');
    const link = `${suite.server.url}/login/ftl/multi%40acme.test/${encodeURIComponent(DEMO_PASSWORD)}/2`;
    const question = page.getByRole('dialog', { name: 'Sign in as someone else?' });

    await page.goto(link);
    await question.waitFor({ timeout: 30_000 });
    expect(await question.textContent()).toContain('You are signed in as creator@acme.test. This link signs in multi@acme.test');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/session-other-user-link.png` });
    await question.getByRole('button', { name: 'Stay signed in' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/home/library');
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('active');
    await page
      .getByRole('button', { name: /Cody Creator/ })
      .first()
      .waitFor();

    await page.goto(link);
    await question.getByRole('button', { name: 'Sign in as multi@acme.test' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await waitForSession(page, 'active');
    // Signed in as the link's user, in the organisation it named (id 2, Acme West).
    await page
      .getByRole('button', { name: /Acme West/ })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await everythingStored(page)).not.toContain(DEMO_PASSWORD);
  } finally {
    await page.context().close();
  }
});
